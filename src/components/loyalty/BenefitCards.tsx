import { BadgePercent, Gift, Headset, Wrench } from "lucide-react";
import { loyalty } from "../../content/loyalty";
import { DiscountTrack } from "./DiscountTrack";

// One icon per card of src/content/loyalty.ts, in order.
const icons = [Headset, Wrench, Gift];

export function BenefitCards() {
  const { discounts, cards } = loyalty.benefits;
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      <li className="rounded-card border-2 border-accent bg-white p-6 shadow-card lg:col-span-3">
        <div className="flex items-center gap-3">
          <span className="grid size-12 place-items-center rounded-control bg-accent text-on-accent">
            <BadgePercent className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-xl font-bold text-heading">{discounts.title}</h3>
        </div>
        <p className="mt-3 text-muted">{discounts.text}</p>
        <div className="mt-6">
          <DiscountTrack />
        </div>
      </li>
      {cards.map(({ title, items }, index) => {
        const Icon = icons[index] ?? Gift;
        return (
          <li key={title} className="rounded-card border border-line bg-white p-6 shadow-card">
            <div className="flex items-center gap-3">
              <span className="grid size-12 place-items-center rounded-control bg-primary-soft text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-xl font-bold text-heading">{title}</h3>
            </div>
            <dl className="mt-4 grid gap-3">
              {items.map((item) => (
                <div key={item.name}>
                  <dt className="font-semibold text-heading">{item.name}</dt>
                  <dd className="text-muted">{item.text}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
