/** The levels of the programme. Discounts: SPEC section 9. */
export const loyaltyLevels = [
  { level: "Bronze", service: 3, discount: 5 },
  { level: "Prata", service: 6, discount: 10 },
  { level: "Ouro", service: 10, discount: 15 },
] as const;

const medal: Record<(typeof loyaltyLevels)[number]["level"], string> = {
  Bronze: "bg-[#8a5a2e] text-white",
  Prata: "bg-slate-300 text-brand-950",
  Ouro: "bg-accent-400 text-brand-950",
};

/** Progressive discounts as a track of levels, so "3rd, 6th, 10th service" reads at a glance. */
export function DiscountTrack() {
  return (
    <div className="relative">
      {/* The rail that joins the levels (decorative). */}
      <span
        aria-hidden="true"
        className="absolute top-8 right-[16%] left-[16%] hidden h-1 rounded bg-brand-200 sm:block"
      />
      <ol className="relative grid gap-4 sm:grid-cols-3 sm:gap-6">
        {loyaltyLevels.map(({ level, service, discount }) => (
          <li key={level} className="flex items-center gap-4 sm:flex-col sm:text-center">
            <span
              className={`grid size-16 shrink-0 place-items-center rounded-full text-xl font-extrabold shadow-card ring-4 ring-white ${medal[level]}`}
            >
              {discount}%
            </span>
            <span>
              <span className="block text-lg font-bold text-brand-900">
                {discount}% de desconto no {service}º serviço
              </span>
              <span className="block text-sm text-muted">Nível {level}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
