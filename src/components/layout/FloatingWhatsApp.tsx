import { links } from "../../config/site";
import { WhatsAppIcon } from "../icons/WhatsAppIcon";

/**
 * A plain link, no script. It fades in once the page is scrolled (a CSS scroll-driven animation, see
 * global.css), so it never sits on the hero's own buttons at first sight; the footer's bottom padding
 * keeps it off the footer links.
 */
export function FloatingWhatsApp() {
  return (
    <aside aria-label="Atendimento pelo WhatsApp">
      <a
        href={links.whatsappQuote}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Conversar no WhatsApp (abre em nova aba)"
        className="floating-whatsapp fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/70 hover:bg-whatsapp-hover md:right-6 md:bottom-6 print:hidden"
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </aside>
  );
}
