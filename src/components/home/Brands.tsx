import { home } from "../../content/home";
import { BrandList } from "../BrandList";
import { Section } from "../ui/Section";

export function Brands() {
  return (
    <Section id="marcas-titulo" title={home.brands.title} lead={home.brands.lead}>
      <BrandList />
    </Section>
  );
}
