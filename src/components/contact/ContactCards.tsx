import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { business } from "../../config/business";
import { fullAddress, links } from "../../config/site";
import { formatHour } from "../../lib/format";
import { WhatsAppIcon } from "../icons/WhatsAppIcon";

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
      <span className="grid size-11 shrink-0 place-items-center rounded-control bg-brand-50 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-brand-900">{title}</h3>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </li>
  );
}

const cardLink = "font-semibold wrap-anywhere text-brand-700 underline-offset-2 hover:underline";

export function ContactCards() {
  return (
    <ul className="grid gap-4">
      <Card icon={<Phone aria-hidden="true" />} title="Telefone">
        <a href={links.phone} className={cardLink}>
          {business.phone.display}
        </a>
      </Card>
      <Card icon={<WhatsAppIcon />} title="WhatsApp">
        <a href={links.whatsappQuote} target="_blank" rel="noopener noreferrer" className={cardLink}>
          Conversar no WhatsApp
        </a>
      </Card>
      <Card icon={<Mail aria-hidden="true" />} title="E-mail">
        <a href={links.email} className={cardLink}>
          {business.email}
        </a>
      </Card>
      <Card icon={<MapPin aria-hidden="true" />} title="Endereço">
        <a href={links.maps} target="_blank" rel="noopener noreferrer" className={cardLink}>
          {fullAddress}
          <span className="sr-only"> (abre o mapa em nova aba)</span>
        </a>
      </Card>
      <Card icon={<Clock aria-hidden="true" />} title="Horário de atendimento">
        <ul>
          {business.openingHours.map((period) => (
            <li key={period.days}>
              {period.days}: {formatHour(period.opens)} às {formatHour(period.closes)}
            </li>
          ))}
        </ul>
      </Card>
    </ul>
  );
}

/** The green box that points the hurried visitor straight to WhatsApp. */
export function WhatsAppHighlight() {
  return (
    <div className="rounded-card bg-whatsapp p-6 text-white shadow-card">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <WhatsAppIcon className="size-6" />
        Resposta mais rápida pelo WhatsApp
      </h2>
      <p className="mt-2 text-white/90">
        Máquina parada? Mande uma mensagem com o modelo e o defeito, e até uma foto ou vídeo: respondemos no mesmo dia
        útil.
      </p>
      <a
        href={links.whatsappQuote}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-control bg-white px-5 font-semibold text-whatsapp hover:bg-white/90 [&_svg]:size-5"
      >
        <WhatsAppIcon />
        Chamar agora
      </a>
    </div>
  );
}
