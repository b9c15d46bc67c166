import { business } from "../../config/business";
import { frame } from "../../content/frame";
import { ContactLink } from "../ContactLink";
import { Container } from "../ui/Container";

const stripLink =
  "inline-flex min-h-6 items-center gap-1.5 rounded-sm font-semibold text-on-primary underline-offset-2 hover:underline [&_svg]:size-4";

/**
 * Legal identity and the two quickest ways to reach the business, above the sticky bar; it scrolls away
 * with the page. The legal name and the CNPJ are always whole: where a line cannot hold them, the strip
 * takes another line (its height follows its content). Phones show the phone and WhatsApp as icons (the
 * stopped-machine bar has the call button); the number shows from 640 px, and the word WhatsApp wherever
 * the line has room for it.
 */
export function TopStrip() {
  return (
    <aside
      aria-label={frame.company.label}
      className="bg-inverse py-1.5 text-xs text-on-inverse focus-ring-accent md:text-sm print:hidden"
    >
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-0.5 md:gap-x-4">
        <p className="w-full font-semibold text-on-primary md:w-auto">{business.legalName}</p>
        <p className="mr-auto whitespace-nowrap md:before:mr-2 md:before:content-['·']">{`${frame.company.cnpj} ${business.cnpj}`}</p>
        <div className="flex gap-x-3 md:gap-x-4">
          <ContactLink channel="phone" icon className={stripLink}>
            <span className="sr-only sm:not-sr-only">
              <span className="whitespace-nowrap">{business.phone.display}</span>
            </span>
          </ContactLink>
          <ContactLink channel="whatsapp" icon className={stripLink}>
            <span className="sr-only sm:not-sr-only md:max-lg:sr-only">{frame.channels.whatsapp}</span>
          </ContactLink>
        </div>
      </Container>
    </aside>
  );
}
