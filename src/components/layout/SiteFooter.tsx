import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { business } from "../../config/business";
import { copyrightYear, fullAddress, legalNav, links } from "../../config/site";
import { WhatsAppIcon } from "../icons/WhatsAppIcon";
import { Logo } from "./Logo";

const footerLink =
  "inline-flex min-h-6 items-start gap-2 rounded-sm py-1 text-brand-100 wrap-anywhere underline-offset-4 hover:text-white hover:underline [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-accent-300 uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    // Bottom padding keeps the last line clear of the floating WhatsApp button.
    <footer className="bg-brand-950 pb-24 text-brand-100 md:pb-10">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 pt-14 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,0.9fr)]">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Manutenção preventiva e reparos de máquinas para as indústrias têxtil, de confecção, couro e calçados, com
            técnicos certificados e garantia em todos os serviços.
          </p>
          <p className="mt-4 text-sm">
            <span className="font-semibold text-white">{business.legalName}</span>
            <br />
            CNPJ {business.cnpj}
          </p>
        </div>
        <Column title="Contato">
          <li>
            <a href={links.phone} className={footerLink}>
              <Phone aria-hidden="true" />
              {business.phone.display}
            </a>
          </li>
          <li>
            <a href={links.email} className={footerLink}>
              <Mail aria-hidden="true" />
              {business.email}
            </a>
          </li>
          <li>
            <a href={links.maps} className={footerLink} target="_blank" rel="noopener noreferrer">
              <MapPin aria-hidden="true" />
              <span>
                {fullAddress}
                <span className="sr-only"> (abre o mapa em nova aba)</span>
              </span>
            </a>
          </li>
        </Column>
        <Column title="Links rápidos">
          <li>
            <a href="/fidelidade" className={footerLink}>
              Programa de Fidelidade
            </a>
          </li>
          {legalNav.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={footerLink}>
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <a href={links.whatsappQuote} className={footerLink} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon />
              WhatsApp
            </a>
          </li>
        </Column>
      </div>
      <div className="mx-auto mt-12 max-w-6xl border-t border-white/15 px-4 pt-6 text-sm">
        <p>
          © {copyrightYear} {business.legalName}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
