import { home } from "../../content/home";
import { BrandList } from "../BrandList";
import { Section } from "../ui/Section";

/** Every brand of the machine families. */
export function Brands({ brands }: { brands: readonly string[] }) {
  return (
    <Section id="marcas-titulo" title={home.brands.title} lead={home.brands.lead}>
      <BrandList brands={brands} />
    </Section>
  );
}
