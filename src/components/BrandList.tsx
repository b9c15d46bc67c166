import { business } from "../config/business";

/** The machine brands of the facts file, as name tags. */
export function BrandList() {
  return (
    <ul className="flex flex-wrap gap-2">
      {business.brands.map((brand) => (
        <li key={brand} className="rounded-control border border-line bg-raised px-3.5 py-1.5 font-bold text-heading">
          {brand}
        </li>
      ))}
    </ul>
  );
}
