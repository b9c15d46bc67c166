import { CalendarClock, MapPin, Receipt, ShieldCheck, Timer, type LucideIcon } from "lucide-react";
import { home } from "../../content/home";

const icons: Record<string, LucideIcon> = {
  horario: CalendarClock,
  parada: Timer,
  garantia: ShieldCheck,
  nota: Receipt,
  cidades: MapPin,
};

/** The facts a buyer decides on (hours, response, guarantee, invoice, towns), in the first screen. */
export function KeyFacts({ className }: { className?: string }) {
  return (
    <dl className={className}>
      {home.keyFacts.map(({ id, term, detail }) => {
        const Icon = icons[id] ?? ShieldCheck;
        return (
          <div key={id} className="rounded-control bg-white/8 p-3 ring-1 ring-white/15">
            <dt className="flex items-center gap-2 text-sm font-bold text-white">
              <Icon className="size-5 shrink-0 text-accent-soft" aria-hidden="true" />
              {term}
            </dt>
            <dd className="mt-1 pl-7 text-sm text-on-inverse">{detail}</dd>
          </div>
        );
      })}
    </dl>
  );
}
