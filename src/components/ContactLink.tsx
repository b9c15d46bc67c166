import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { business } from "../config/business";
import { fullAddress, links } from "../config/site";
import { frame } from "../content/frame";
import { newTab } from "../lib/links";
import { Breakable } from "./Breakable";
import { WhatsAppIcon } from "./icons/WhatsAppIcon";
import { NewTabHint } from "./ui/NewTabHint";

// What opens a new tab says so after its name: the map in words of its own (`hint`).
const channels = {
  phone: { href: links.phone, text: business.phone.display, Icon: Phone, opensTab: false },
  email: { href: links.email, text: business.email, Icon: Mail, opensTab: false },
  whatsapp: { href: links.whatsappQuote, text: frame.channels.whatsapp, Icon: WhatsAppIcon, opensTab: true },
  maps: { href: links.maps, text: fullAddress, Icon: MapPin, opensTab: true, hint: frame.channels.mapsHint },
};

export type Channel = keyof typeof channels;

/**
 * A link to one of the business's contact channels, built from the facts file: the phone, the e-mail,
 * WhatsApp (a prefilled message of its own through `href`) or the address on the map. Its text is the
 * value itself unless `children` says otherwise.
 */
export function ContactLink({
  channel,
  href,
  icon = false,
  className,
  children,
}: {
  channel: Channel;
  href?: string;
  icon?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const link = channels[channel];
  const { Icon, text, opensTab } = link;
  return (
    <a href={href ?? link.href} className={className} {...(opensTab ? newTab : {})}>
      {/* shrink-0: beside text that wraps, a flex item's icon would be squeezed narrower than tall. */}
      {icon && <Icon aria-hidden="true" className="shrink-0" />}
      {/* min-w-0: in a flex link, the text may wrap (e-mails after "@" or a dot) instead of overflowing. */}
      <span className="min-w-0">{children ?? <Breakable text={text} />}</span>
      {opensTab && <NewTabHint text={"hint" in link ? link.hint : undefined} />}
    </a>
  );
}
