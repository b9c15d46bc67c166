import { CircleCheck } from "lucide-react";
import { business } from "../../config/business";
import { SectionHeading } from "../SectionHeading";
import { StockPhoto } from "../StockPhoto";

const claims = [
  {
    title: "Técnicos certificados",
    text: "Equipe treinada em máquinas de costura, corte, couro e calçados das principais marcas do mercado.",
  },
  {
    title: "Garantia em todos os serviços",
    text: "Você recebe por escrito o que foi feito, as peças trocadas e o prazo de garantia.",
  },
  {
    title: "Atendimento rápido e eficiente",
    text: "Diagnóstico objetivo, orçamento claro e a máquina de volta à produção sem enrolação.",
  },
];

export function ExperienceSection() {
  return (
    <section aria-labelledby="experiencia-titulo" className="py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="experiencia-titulo"
            eyebrow="Experiência e confiabilidade"
            title="Quem conhece a rotina da fábrica sabe o valor de uma máquina rodando"
            lead={`Desde ${business.foundedYear}, cuidamos de máquinas de confecções, tecelagens, curtumes e fábricas de calçados de ${business.address.city} e região.`}
          />
          <ul className="mt-8 grid gap-6">
            {claims.map((claim) => (
              <li key={claim.title} className="flex gap-4">
                <CircleCheck className="mt-0.5 size-7 shrink-0 text-whatsapp" aria-hidden="true" />
                <div>
                  <h3 className="text-lg font-bold text-brand-900">{claim.title}</h3>
                  <p className="mt-1 text-muted">{claim.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <StockPhoto
          photo={business.images.workshop}
          sizes="(min-width: 1152px) 560px, (min-width: 1024px) 48vw, calc(100vw - 2rem)"
          className="aspect-[4/3] shadow-card"
        />
      </div>
    </section>
  );
}
