import { Clock, Contact, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { links } from "../../config/site";
import { contact } from "../../content/contact";
import { ContactLink } from "../ContactLink";
import { WhatsAppIcon } from "../icons/WhatsAppIcon";
import { Card } from "../ui/Card";
import { IconTile } from "../ui/IconTile";

function ChannelCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card as="li" className="flex gap-4 p-5">
      <IconTile className="size-11 [&_svg]:size-5">{icon}</IconTile>
      <div className="min-w-0">
        <h3 className="font-bold text-heading">{title}</h3>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </Card>
  );
}

const cardLink = "font-semibold text-primary underline-offset-2 hover:underline";

export function ContactCards() {
  return (
    <ul className="grid gap-4">
      <ChannelCard icon={<Phone aria-hidden="true" />} title={contact.channels.phoneTitle}>
        <ContactLink channel="phone" className={cardLink} />
      </ChannelCard>
      <ChannelCard icon={<WhatsAppIcon />} title={contact.channels.whatsappTitle}>
        <ContactLink channel="whatsapp" className={cardLink}>
          {contact.channels.whatsappLabel}
        </ContactLink>
      </ChannelCard>
      <ChannelCard icon={<Mail aria-hidden="true" />} title={contact.channels.emailTitle}>
        <ContactLink channel="email" className={cardLink} />
      </ChannelCard>
      <ChannelCard icon={<MapPin aria-hidden="true" />} title={contact.channels.addressTitle}>
        <ContactLink channel="maps" className={cardLink} />
      </ChannelCard>
      <ChannelCard icon={<Contact aria-hidden="true" />} title={contact.channels.saveTitle}>
        <a href={links.vcard} download className={cardLink}>
          {contact.channels.saveLabel}
        </a>
      </ChannelCard>
      <ChannelCard icon={<Clock aria-hidden="true" />} title={contact.channels.hoursTitle}>
        <ul>
          {contact.channels.hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ChannelCard>
    </ul>
  );
}

/** The green box that points the hurried visitor straight to WhatsApp. */
export function WhatsAppHighlight() {
  const box = contact.whatsappBox;
  return (
    <div className="rounded-card bg-whatsapp p-6 text-on-primary shadow-card focus-ring-on-primary">
      <h2 className="flex items-start gap-2 text-xl font-bold">
        <WhatsAppIcon className="mt-0.5 size-6 shrink-0" />
        {box.title}
      </h2>
      <p className="mt-2 text-on-primary/90">{box.text}</p>
      <ContactLink
        channel="whatsapp"
        icon
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-control bg-raised px-5 font-semibold text-whatsapp forced-border hover:bg-raised/90 [&_svg]:size-5"
      >
        {box.label}
      </ContactLink>
    </div>
  );
}
