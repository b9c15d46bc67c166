import { frame } from "../../content/frame";
import { ContactLink } from "../ContactLink";

/**
 * A plain link, no script, from tablet width up (phones have the stopped-machine bar instead). It fades in once the page is scrolled (a CSS scroll-driven animation, see
 * global.css), so it never sits on the hero's own buttons at first sight; with reduced motion it fades in
 * without rising. The footer's bottom padding keeps it off the footer links.
 */
export function FloatingWhatsApp() {
  return (
    <aside aria-label={frame.floatingWhatsApp.label}>
      <ContactLink
        channel="whatsapp"
        icon
        className="floating-whatsapp fixed right-4 bottom-4 z-30 hidden size-14 place-items-center rounded-full bg-whatsapp text-on-primary shadow-lg ring-4 ring-raised/70 forced-border hover:bg-whatsapp-hover md:right-6 md:bottom-6 md:grid print:hidden [&_svg]:size-7"
      >
        <span className="sr-only">{frame.floatingWhatsApp.link}</span>
      </ContactLink>
    </aside>
  );
}
