import { CalendarCheck, ShieldCheck, Timer, Wrench, type LucideIcon } from "lucide-react";
import { home } from "../../content/home";
import { services, type ServiceId } from "../../content/services";
import { familyPath, type MachineFamily } from "../../lib/machines";
import { Card } from "../ui/Card";
import { IconTile } from "../ui/IconTile";
import { Section } from "../ui/Section";
import { TextLink } from "../ui/TextLink";

// Icons stay here; the texts live in src/content/services.ts, which the structured data reads too.
const icons: Record<ServiceId, LucideIcon> = {
  preventiva: CalendarCheck,
  reparos: Wrench,
  garantia: ShieldCheck,
  rapido: Timer,
};

/** The four services, then a link to each machine family's page (src/content/machines). */
export function ServicesSection({ families }: { families: readonly MachineFamily[] }) {
  const copy = home.services;
  return (
    <Section id="servicos-titulo" title={copy.title} lead={copy.lead} tone="surface">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {services.map(({ id, title, text, href, linkLabel }) => {
          const Icon = icons[id];
          return (
            <Card
              as="li"
              key={id}
              className="relative flex flex-col p-6 focus-within:border-primary-light hover:border-primary-light"
            >
              <IconTile>
                <Icon className="size-6" aria-hidden="true" />
              </IconTile>
              <h3 className="mt-5 text-xl font-bold text-heading">{title}</h3>
              <p className="mt-2 grow text-muted">{text}</p>
              {/* The card's one link; its ::after covers the whole card. */}
              <TextLink href={href} className="mt-4 underline-offset-4 after:absolute after:inset-0 after:rounded-card">
                {linkLabel}
              </TextLink>
            </Card>
          );
        })}
      </ul>
      <div className="mt-12">
        <h3 className="text-lg font-bold text-heading">{copy.machinesTitle}</h3>
        <ul className="mt-4 flex flex-wrap gap-2">
          {families.map((family) => (
            <li key={family.id}>
              {/* Rounded corners, not a capsule's ends: a name that wraps on a narrow phone stays clear of them. */}
              <a
                href={familyPath(family)}
                className="inline-flex min-h-11 items-center rounded-3xl border border-line bg-raised px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-soft"
              >
                {family.data.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <TextLink href="/servicos" className="underline-offset-4">
            {copy.allLabel}
          </TextLink>
        </p>
      </div>
    </Section>
  );
}
