import type { Condition } from "../content/conditions";
import { cn } from "../lib/cn";

/** A condition's detail, and the link to where it is explained in full if it has one. */
export function ConditionDetail({ condition, linkClass }: { condition: Condition; linkClass: string }) {
  const { detail, href, linkLabel } = condition;
  return (
    <>
      {detail}
      {href && (
        <>
          {" "}
          <a href={href} className={cn("font-semibold whitespace-nowrap underline underline-offset-2", linkClass)}>
            {linkLabel}
          </a>
        </>
      )}
    </>
  );
}

/**
 * Terms a buyer settles before calling (prices, payment, pickup…), as a list of term and detail, each an anchor
 * (/servicos#emergencia). In columns, not a grid: an odd number of terms leaves none alone on a last row.
 */
export function ConditionList({ items, className }: { items: readonly Condition[]; className?: string }) {
  return (
    <dl className={cn("gap-x-8 sm:columns-2", className)}>
      {items.map((condition) => (
        <div
          key={condition.id}
          id={condition.id}
          className="mb-5 scroll-mt-24 break-inside-avoid border-l-4 border-accent pl-4"
        >
          <dt className="font-bold text-heading">{condition.term}</dt>
          <dd className="mt-1 text-muted">
            <ConditionDetail condition={condition} linkClass="text-primary" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
