import { business } from "../../config/business";
import { ContactLink } from "../ContactLink";
import { Container } from "../ui/Container";

const stripLink =
  "inline-flex min-h-6 items-center gap-1.5 rounded-sm font-semibold text-white underline-offset-2 hover:underline [&_svg]:size-4";

/**
 * Legal identity and the two quickest ways to reach the business, above the sticky bar.
 * Its height is fixed (--strip-height) so the header can stick with the strip scrolled away.
 * Phones: name on the first line; CNPJ and the phone and WhatsApp icons on the second (the number shows
 * from 640 px; on phones the stopped-machine bar has the call button), so no line wraps, even with
 * larger text.
 */
export function TopStrip() {
  return (
    <div className="h-(--strip-height) bg-inverse text-xs text-on-inverse md:text-sm">
      <Container className="grid h-full grid-cols-[minmax(0,1fr)_auto_auto] content-center items-center gap-x-3 gap-y-0.5 md:flex md:gap-x-4">
        <p className="col-span-3 truncate font-semibold text-white">{business.legalName}</p>
        <p className="whitespace-nowrap md:mr-auto md:before:mr-2 md:before:content-['·']">CNPJ {business.cnpj}</p>
        <ContactLink channel="phone" icon className={stripLink}>
          <span className="sr-only sm:not-sr-only">
            <span className="whitespace-nowrap">{business.phone.display}</span>
          </span>
        </ContactLink>
        <ContactLink channel="whatsapp" icon className={stripLink}>
          <span className="sr-only sm:not-sr-only">WhatsApp</span>
        </ContactLink>
      </Container>
    </div>
  );
}
