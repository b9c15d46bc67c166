import { Fragment } from "react";
import type { planCostCards } from "../../content/preventive-plan";
import { Card } from "../ui/Card";

/** What the plan costs a few sizes of factory: a card each, its rounds' lines, then its prices by year. */
export function PlanCosts({ costs }: { costs: ReturnType<typeof planCostCards> }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {costs.cards.map((card) => (
        <Card as="li" key={card.title} className="p-5">
          <h3 className="text-lg font-bold text-heading">{card.title}</h3>
          <ul className="mt-2 grid gap-1 text-muted">
            {card.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="mt-3 border-t border-line pt-3 text-sm text-muted">
            <p className="font-semibold text-heading">{costs.yearlyTitle}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {card.yearly.map(({ label, amount, monthly }) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd className="text-right figures-tabular">
                    {amount}
                    {monthly && ` (${monthly})`}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </Card>
      ))}
    </ul>
  );
}
