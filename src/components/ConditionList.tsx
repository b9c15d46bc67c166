import type { Condition } from "../content/conditions";
import { cn } from "../lib/cn";

/** Terms a buyer settles before calling (prices, payment, pickup…), as a list of term and detail. */
export function ConditionList({ items, className }: { items: readonly Condition[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-8 gap-y-5 sm:grid-cols-2", className)}>
      {items.map(({ id, term, detail, href, linkLabel }) => (
        <div key={id} className="border-l-4 border-accent pl-4">
          <dt className="font-bold text-heading">{term}</dt>
          <dd className="mt-1 text-muted">
            {detail}
            {href && (
              <>
                {" "}
                <a href={href} className="font-semibold whitespace-nowrap text-primary underline underline-offset-2">
                  {linkLabel}
                </a>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
