import {
  BadgePercent,
  CalendarClock,
  Gift,
  PackageCheck,
  SearchCheck,
  ShieldPlus,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { LoyaltyBenefit } from "../../content/legal/loyalty-rules";
import { loyalty } from "../../content/loyalty";
import { Card } from "../ui/Card";
import { CardRow } from "../ui/CardRow";
import { IconTile } from "../ui/IconTile";
import { DiscountTrack } from "./DiscountTrack";

// Icons by benefit (src/content/legal/loyalty-rules.ts; the level discounts have the track above).
const icons: Record<Exclude<LoyaltyBenefit["id"], "mao-de-obra">, LucideIcon> = {
  garantia: ShieldPlus,
  revisao: Wrench,
  prioridade: CalendarClock,
  diagnostico: SearchCheck,
  pecas: PackageCheck,
};

/** The level discounts, then one card per benefit with the same terms the rules give it. */
export function BenefitCards() {
  const { discounts, items } = loyalty.benefits;
  return (
    <CardRow card="wide">
      <Card as="li" className="basis-full! border-2 border-accent p-6">
        <div className="flex items-center gap-3">
          <IconTile tone="accent">
            <BadgePercent className="size-6" aria-hidden="true" />
          </IconTile>
          <h3 className="text-xl font-bold text-heading">{discounts.title}</h3>
        </div>
        <p className="mt-3 text-muted">{discounts.text}</p>
        <div className="mt-6">
          <DiscountTrack />
        </div>
      </Card>
      {items.map(({ id, name, terms }) => {
        const Icon = id === "mao-de-obra" ? Gift : icons[id];
        return (
          <Card as="li" key={name} className="p-6">
            <div className="flex items-center gap-3">
              <IconTile>
                <Icon className="size-6" aria-hidden="true" />
              </IconTile>
              <h3 className="text-lg font-bold text-heading">{name}</h3>
            </div>
            <p className="mt-3 text-muted">{terms}</p>
          </Card>
        );
      })}
    </CardRow>
  );
}
