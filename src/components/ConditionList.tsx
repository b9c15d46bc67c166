import type { Condition } from "../content/conditions";
import { cn } from "../lib/cn";

/** A term and its detail: a condition a buyer settles (with its anchor and link), or a term of the plan. */
type Term = Pick<Condition, "term" | "detail"> & Partial<Pick<Condition, "id" | "href" | "linkLabel">>;

/** A condition's detail, and the link to where it is explained in full if it has one. */
export function ConditionDetail({ condition, linkClass }: { condition: Term; linkClass: string }) {
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
 * Terms a buyer settles before calling (prices, payment, pickup…) or the plan's terms, as a list of term and
 * detail; a condition is an anchor (/servicos#emergencia). In columns, not a grid: an odd number of terms leaves
 * none alone on a last row.
 */
export function ConditionList({ items, className }: { items: readonly Term[]; className?: string }) {
  return (
    <dl className={cn("gap-x-8 sm:columns-2", className)}>
      {items.map((condition) => (
        <div
          key={condition.id ?? condition.term}
          id={condition.id}
          // An anchor (a condition's) clears the sticky header when the page jumps to it.
          className={cn("mb-5", condition.id && "scroll-mt-24", "break-inside-avoid border-l-4 border-accent pl-4")}
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
