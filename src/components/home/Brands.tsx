import { business } from "../../config/business";
import { home } from "../../content/home";
import { SectionHeading } from "../SectionHeading";
import { Container } from "../ui/Container";

export function Brands() {
  return (
    <section aria-labelledby="marcas-titulo" className="py-14 md:py-16">
      <Container>
        <SectionHeading id="marcas-titulo" title={home.brands.title} lead={home.brands.lead} />
        <ul className="mt-8 flex flex-wrap gap-3">
          {business.brands.map((brand) => (
            <li
              key={brand}
              className="rounded-control border border-line bg-white px-4 py-2 text-lg font-bold tracking-tight text-heading shadow-card"
            >
              {brand}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
