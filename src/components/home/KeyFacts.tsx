import { CalendarClock, MapPin, Receipt, ShieldCheck, Tags, Timer, UserCheck, type LucideIcon } from "lucide-react";
import { home } from "../../content/home";

const icons: Record<string, LucideIcon> = {
  horario: CalendarClock,
  parada: Timer,
  garantia: ShieldCheck,
  nota: Receipt,
  cidades: MapPin,
  marcas: Tags,
  tecnico: UserCheck,
};

/**
 * The facts a buyer decides on (hours, response, guarantee, invoice, towns, brands, the technician), right
 * under the headline: compact lines on a phone, cards on wider screens.
 */
export function KeyFacts({ className }: { className?: string }) {
  return (
    <dl className={className}>
      {home.keyFacts.map(({ id, term, detail }) => {
        const Icon = icons[id] ?? ShieldCheck;
        return (
          <div key={id} className="sm:rounded-control sm:bg-white/8 sm:p-3 sm:ring-1 sm:ring-white/15">
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
