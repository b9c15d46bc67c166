import { Phone } from "lucide-react";
import { business } from "../config/business";
import { links } from "../config/site";
import { frame } from "../content/frame";
import { WhatsAppIcon } from "./icons/WhatsAppIcon";
import { ButtonLink, type ButtonVariantProps } from "./ui/Button";

/** The pair every call to action offers: talk on WhatsApp (new tab) or call. */
export function ContactButtons({
  whatsappHref = links.whatsappQuote,
  whatsappLabel,
  phoneVariant,
  size = "lg",
  className,
}: {
  whatsappHref?: string;
  whatsappLabel: string;
  phoneVariant: ButtonVariantProps["variant"];
  size?: ButtonVariantProps["size"];
  className: string;
}) {
  return (
    <div className={className}>
      <ButtonLink href={whatsappHref} external variant="whatsapp" size={size}>
        <WhatsAppIcon />
        {whatsappLabel}
      </ButtonLink>
      <ButtonLink href={links.phone} variant={phoneVariant} size={size}>
        <Phone aria-hidden="true" />
        {/* One flex item, so that with larger text the number can move under "Ligar" instead of overflowing. */}
        <span>
          {`${frame.channels.call} `}
          <span className="whitespace-nowrap">{business.phone.display}</span>
        </span>
      </ButtonLink>
    </div>
  );
}
