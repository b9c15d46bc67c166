import { loyalty } from "../../content/loyalty";
import { cn } from "../../lib/cn";

/** Medal colours by level, first to last: bronze, silver, gold. */
const medals = ["bg-bronze text-on-primary", "bg-silver text-on-accent", "bg-accent text-on-accent"];

/** Progressive discounts as a track of levels, so "3rd, 6th, 10th service" reads at a glance. */
export function DiscountTrack() {
  return (
    <div className="relative">
      {/* The rail that joins the levels (decorative). */}
      <span
        aria-hidden="true"
        className="absolute top-8 right-[16%] left-[16%] hidden h-1 rounded bg-line-strong sm:block"
      />
      <ol className="relative grid gap-4 sm:grid-cols-3 sm:gap-6">
        {loyalty.benefits.discounts.levels.map(({ medal, discount, level }, index) => (
          <li key={level} className="flex items-center gap-4 sm:flex-col sm:text-center">
            {/* The medal repeats the discount beside it: screen readers read the sentence alone. */}
            <span
              aria-hidden="true"
              className={cn(
                "grid size-16 shrink-0 place-items-center rounded-full text-xl font-extrabold shadow-card ring-4 ring-raised",
                medals[Math.min(index, medals.length - 1)],
              )}
            >
              {medal}
            </span>
            <span>
              <span className="block text-lg font-bold text-heading">{discount}</span>
              <span className="block text-sm text-muted">{level}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
