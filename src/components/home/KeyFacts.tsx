import {
  Banknote,
  CalendarCheck,
  CalendarClock,
  CreditCard,
  MapPin,
  ShieldCheck,
  Timer,
  Truck,
  UserCheck,
  type LucideIcon,
} from "lucide-react";
import { home } from "../../content/home";
import { balancedGrid } from "../../lib/balanced-rows";
import { cn } from "../../lib/cn";
import { ConditionDetail } from "../ConditionList";
import { CardRow } from "../ui/CardRow";

const icons: Record<string, LucideIcon> = {
  horario: CalendarClock,
  parada: Timer,
  visita: Banknote,
  pagamento: CreditCard,
  retirada: Truck,
  plano: CalendarCheck,
  garantia: ShieldCheck,
  cidades: MapPin,
  tecnico: UserCheck,
};

/**
 * The facts a buyer decides on (hours, response, what a visit costs, payment, pickup, the preventive plan,
 * guarantee, towns, the technician), right under the headline: compact lines on a phone, from 768 px cards in
 * balanced rows (three or four to a row, however many facts there are: never one card alone on the last).
 */
export function KeyFacts({ className }: { className?: string }) {
  const { grid, card } = balancedGrid(home.keyFacts.length, { md: 3, lg: 4 });
  return (
    <CardRow as="dl" card="narrow" className={cn("md:gap-3", grid, className)}>
      {home.keyFacts.map((fact, index) => {
        const Icon = icons[fact.id] ?? ShieldCheck;
        return (
          <div
            key={fact.id}
            className={cn("md:rounded-control md:bg-on-primary/8 md:p-3 md:ring-1 md:ring-on-primary/15", card(index))}
          >
            <dt className="flex items-start gap-2 text-sm font-bold text-on-primary">
              <Icon className="size-5 shrink-0 text-accent-soft" aria-hidden="true" />
              {fact.term}
            </dt>
            <dd className="mt-1 pl-7 text-sm text-on-inverse">
              <ConditionDetail condition={fact} linkClass="text-on-primary" />
            </dd>
          </div>
        );
      })}
    </CardRow>
  );
}
