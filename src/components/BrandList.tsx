/** Machine brands, as name tags: a family's own, or on home every family's. */
export function BrandList({ brands }: { brands: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {brands.map((brand) => (
        <li key={brand} className="rounded-control border border-line bg-raised px-3.5 py-1.5 font-bold text-heading">
          {brand}
        </li>
      ))}
    </ul>
  );
}
