import { CalendarCheck, ShieldCheck, Timer, Wrench, type LucideIcon } from "lucide-react";
import { home } from "../../content/home";
import { services, type ServiceId } from "../../content/services";
import { SectionHeading } from "../SectionHeading";
import { Container } from "../ui/Container";

// Icons stay here; the texts live in src/content/services.ts, which the structured data reads too.
const icons: Record<ServiceId, LucideIcon> = {
  preventiva: CalendarCheck,
  reparos: Wrench,
  garantia: ShieldCheck,
  rapido: Timer,
};

export function ServicesSection() {
  const copy = home.services;
  return (
    <section aria-labelledby="servicos-titulo" className="bg-surface py-16 md:py-24">
      <Container>
        <SectionHeading id="servicos-titulo" title={copy.title} lead={copy.lead} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {services.map(({ id, title, text }) => {
            const Icon = icons[id];
            return (
              <li key={id} className="rounded-card border border-line bg-white p-6 shadow-card">
                <span className="grid size-12 place-items-center rounded-control bg-primary-soft text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-heading">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-12">
          <h3 className="text-lg font-bold text-heading">{copy.machinesTitle}</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {copy.machines.map((machine) => (
              <li key={machine} className="rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-medium">
                {machine}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
