import { Menu, X } from "lucide-react";
import { ContactButtons } from "../ContactButtons";
import { links, mainNav } from "../../config/site";
import { frame } from "../../content/frame";
import { cn } from "../../lib/cn";
import { isCurrentSection } from "../../lib/paths";
import { WhatsAppIcon } from "../icons/WhatsAppIcon";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { Logo } from "./Logo";
import { FOOTER_ID } from "./SiteFooter";
import { TopStrip } from "./TopStrip";

const MENU_ID = "menu-celular";

/**
 * The main pages, the current one (or the section the page belongs to) marked and highlighted; by their short
 * names where `short`.
 */
function NavList({
  currentPath,
  className,
  linkClass,
  currentClass,
  short = false,
}: {
  currentPath: string;
  className: string;
  linkClass: string;
  currentClass: string;
  short?: boolean;
}) {
  return (
    <ul className={className}>
      {mainNav.map((item) => {
        const current = isCurrentSection(item.href, currentPath);
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={cn(linkClass, current && currentClass)}
            >
              {(short && item.short) || item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The header ships no JavaScript: the mobile menu is a native popover. The browser toggles it,
 * closes it on Escape or an outside tap, and reports the button's expanded state to screen readers.
 * While it is open the page behind it is hidden (global.css), as a modal dialog's is: focus starts on its
 * close button, stays in it, and returns to "Menu" when it closes.
 * Choosing an item loads the new page, on which the menu starts closed.
 * `currentPath` is the page's clean path ("/contato"); pages outside the nav match no item.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <>
      <TopStrip />
      {/* Sticky on its own (a child of <body>), so the strip above can take the lines it needs; in a short
          window (`short`, global.css) it scrolls away with the page. */}
      <header className="sticky top-0 z-40 short:static">
        <div className="border-b border-line bg-raised/95 shadow-sm frosted supports-[backdrop-filter]:bg-raised/85">
          <Container className="flex h-(--spacing-header) items-center justify-between gap-4">
            <Logo />
            <nav aria-label={frame.header.nav} className="hidden lg:block">
              {/* Five short names beside the logo and the quote button: they fit at 1024 px. */}
              <NavList
                currentPath={currentPath}
                short
                className="flex items-center gap-1 whitespace-nowrap"
                linkClass="inline-flex min-h-11 items-center rounded-control px-2.5 font-semibold text-heading hover:bg-primary-soft"
                currentClass="bg-primary-soft text-primary shadow-[inset_0_-3px_0_var(--color-primary)] forced-border"
              />
            </nav>
            <ButtonLink
              href={links.whatsappQuote}
              external
              variant="whatsapp"
              className="ml-auto hidden sm:inline-flex lg:ml-0"
            >
              <WhatsAppIcon />
              {frame.header.quote}
            </ButtonLink>
            {/* Where popovers are unsupported (Safari and iOS before 17, Chrome before 114), "Menu" leads to the
                footer's links instead. */}
            <a
              href={`#${FOOTER_ID}`}
              className="menu-fallback min-h-11 items-center gap-2 rounded-control border border-line px-3 font-semibold text-heading"
            >
              <Menu className="size-6" aria-hidden="true" />
              {/* With larger text on a narrow phone, the word gives way to the logo; its name stays. */}
              <span className="max-[22rem]:sr-only">{frame.header.menu}</span>
            </a>
            <button
              type="button"
              popoverTarget={MENU_ID}
              className="menu-toggle min-h-11 items-center gap-2 rounded-control border border-line px-3 font-semibold text-heading"
            >
              <Menu className="size-6" aria-hidden="true" />
              {/* With larger text on a narrow phone, the word gives way to the logo; its name stays. */}
              <span className="max-[22rem]:sr-only">{frame.header.menu}</span>
            </button>
          </Container>
        </div>
      </header>
      {/* Outside the sticky header: where popovers are unsupported, the list shows in the page flow. */}
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label={frame.header.menu}
        className="mobile-menu bg-raised shadow-xl backdrop:bg-inverse/80"
      >
        <div className="flex h-(--spacing-header) items-center justify-between border-b border-line px-4">
          <span className="font-bold text-heading">{frame.header.menu}</span>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            // Where the browser puts focus as the menu opens: the "Menu" button it came from is hidden then.
            autoFocus
            className="menu-toggle size-11 items-center justify-center rounded-control border border-line text-heading"
          >
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">{frame.header.closeMenu}</span>
          </button>
        </div>
        <NavList
          currentPath={currentPath}
          className="px-4 py-3"
          linkClass="flex min-h-12 items-center rounded-control px-3 text-lg font-semibold text-heading"
          currentClass="bg-primary-soft text-primary shadow-[inset_4px_0_0_var(--color-primary)] forced-border"
        />
        <ContactButtons
          whatsappLabel={frame.header.menuQuote}
          phoneVariant="outline"
          size="default"
          className="grid gap-3 border-t border-line px-4 py-4"
        />
      </nav>
    </>
  );
}
