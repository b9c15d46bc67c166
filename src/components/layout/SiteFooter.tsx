import { Contact } from "lucide-react";
import type { ReactNode } from "react";
import { business } from "../../config/business";
import { footerNav, links } from "../../config/site";
import { frame } from "../../content/frame";
import { familyPath, type MachineFamily } from "../../lib/machines";
import { ContactLink } from "../ContactLink";
import { Container } from "../ui/Container";
import { Logo } from "./Logo";
import { StoppedMachineBlock } from "./StoppedMachine";

const footerLink =
  "inline-flex min-h-6 items-start gap-2 rounded-sm py-1 text-on-inverse underline-offset-4 hover:text-on-primary hover:underline [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-accent-soft uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2">{children}</ul>
    </div>
  );
}

/** The footer's id: where the header's "Menu" leads when the browser has no popovers. */
export const FOOTER_ID = "rodape";

export function SiteFooter({ families }: { families: readonly MachineFamily[] }) {
  return (
    // Bottom padding keeps the last line clear of the floating WhatsApp button.
    <footer id={FOOTER_ID} className="bg-inverse pb-24 text-on-inverse focus-ring-accent md:pb-10">
      <Container className="grid grid-cols-1 gap-10 pt-14 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,0.8fr)]">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{frame.footer.blurb}</p>
          <p className="mt-4 text-sm">
            <span className="font-semibold text-on-primary">{business.legalName}</span>
            <br />
            {`${frame.company.cnpj} `}
            <span className="whitespace-nowrap">{business.cnpj}</span>
          </p>
        </div>
        <Column title={frame.footer.columns.contact}>
          {(["phone", "email", "maps"] as const).map((channel) => (
            <li key={channel}>
              <ContactLink channel={channel} icon className={footerLink} />
            </li>
          ))}
          <li>
            <a href={links.vcard} download className={footerLink}>
              <Contact aria-hidden="true" />
              {frame.footer.saveContact}
            </a>
          </li>
        </Column>
        <Column title={frame.footer.columns.services}>
          {families.map((family) => (
            <li key={family.id}>
              <a href={familyPath(family)} className={footerLink}>
                {family.data.name}
              </a>
            </li>
          ))}
        </Column>
        <Column title={frame.footer.columns.links}>
          {footerNav.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={footerLink}>
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <ContactLink channel="whatsapp" icon className={footerLink} />
          </li>
        </Column>
      </Container>
      {/* After the columns: a page's closing call to action (WhatsApp and call) never sits right above it. */}
      <Container className="pt-12">
        <StoppedMachineBlock />
      </Container>
      <Container className="mt-12 text-sm">
        {/* The rule spans the column's text, not its gutters, like every other edge in the footer. */}
        <p className="border-t border-on-primary/15 pt-6">{frame.footer.rights}</p>
      </Container>
    </footer>
  );
}
