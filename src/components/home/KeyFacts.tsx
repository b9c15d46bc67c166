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
import { ConditionDetail } from "../ConditionList";

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
 * guarantee, towns, the technician), right under the headline: compact lines on a phone, cards on wider
 * screens, in rows that are always full.
 */
export function KeyFacts({ className }: { className?: string }) {
  return (
    <dl className={className}>
      {home.keyFacts.map((fact) => {
        const Icon = icons[fact.id] ?? ShieldCheck;
        return (
          <div key={fact.id} className="sm:rounded-control sm:bg-on-primary/8 sm:p-3 sm:ring-1 sm:ring-on-primary/15">
            <dt className="flex items-center gap-2 text-sm font-bold text-on-primary">
              <Icon className="size-5 shrink-0 text-accent-soft" aria-hidden="true" />
              {fact.term}
            </dt>
            <dd className="mt-1 pl-7 text-sm text-on-inverse">
              <ConditionDetail condition={fact} linkClass="text-on-primary" />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
