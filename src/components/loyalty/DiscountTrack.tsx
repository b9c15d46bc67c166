import { business } from "../../config/business";
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
        {business.loyalty.levels.map(({ name, fromService, discountPercent }, index) => (
          <li key={name} className="flex items-center gap-4 sm:flex-col sm:text-center">
            <span
              className={cn(
                "grid size-16 shrink-0 place-items-center rounded-full text-xl font-extrabold shadow-card ring-4 ring-raised",
                medals[Math.min(index, medals.length - 1)],
              )}
            >
              {discountPercent}%
            </span>
            <span>
              <span className="block text-lg font-bold text-heading">
                {discountPercent}% de desconto no {fromService}º serviço
              </span>
              <span className="block text-sm text-muted">Nível {name}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
