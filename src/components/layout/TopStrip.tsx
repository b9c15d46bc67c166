import { Phone } from "lucide-react";
import { business } from "../../config/business";
import { links } from "../../config/site";
import { WhatsAppIcon } from "../icons/WhatsAppIcon";

const stripLink =
  "inline-flex min-h-6 items-center gap-1.5 rounded-sm font-semibold text-white underline-offset-2 hover:underline [&_svg]:size-4";

/**
 * Legal identity and the two quickest ways to reach the business, above the sticky bar.
 * Its height is fixed (--strip-height) so the header can stick with the strip scrolled away.
 * Phones: name on the first line; CNPJ, phone and WhatsApp on the second.
 */
export function TopStrip() {
  return (
    <div className="h-(--strip-height) bg-brand-950 text-xs text-brand-100 md:text-sm">
      <div className="mx-auto grid h-full max-w-6xl grid-cols-[1fr_auto_auto] content-center items-center gap-x-4 gap-y-0.5 px-4 md:flex">
        <p className="col-span-3 truncate font-semibold text-white">{business.legalName}</p>
        <p className="whitespace-nowrap md:mr-auto md:before:mr-2 md:before:content-['·']">CNPJ {business.cnpj}</p>
        <a href={links.phone} className={stripLink}>
          <Phone aria-hidden="true" />
          {business.phone.display}
        </a>
        <a href={links.whatsappQuote} className={stripLink} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon />
          <span className="sr-only sm:not-sr-only">WhatsApp</span>
        </a>
      </div>
    </div>
  );
}
