import { BadgeCheck } from "lucide-react";
import { business } from "../../config/business";
import { ContactButtons } from "../ContactButtons";
import { StockPhoto } from "../StockPhoto";

/** Rendered width of the hero photo; the head's preload must use the same value to reuse the fetch. */
export const HERO_PHOTO_SIZES = "(min-width: 1152px) 530px, (min-width: 1024px) 46vw, calc(100vw - 2rem)";
/** From this width the photo sits beside the headline, in the first screen; below it, under the buttons. */
export const HERO_PHOTO_FIRST_SCREEN = "(min-width: 1024px)";

export function HomeHero() {
  return (
    <section aria-labelledby="inicio-titulo" className="bg-linear-to-b from-brand-950 to-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 py-12 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex max-w-full items-start gap-2 rounded-full border border-white/20 bg-white/10 px-3.5 py-1.5 text-sm text-brand-100">
            <BadgeCheck className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
            <span>
              <span className="font-semibold text-white">{business.legalName}</span> · CNPJ {business.cnpj}
            </span>
          </p>
          <h1
            id="inicio-titulo"
            className="mt-6 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl md:text-5xl"
          >
            Manutenção e reparo de máquinas industriais em {business.address.city} e região
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-brand-100">
            Overloques, retas, galoneiras, bordadeiras, máquinas de corte e de calçados de volta à produção com rapidez.
            Atendemos confecções, tecelagens, curtumes e fábricas de calçados na sua planta ou em nossa oficina.
          </p>
          <ContactButtons
            whatsappLabel="Solicitar orçamento"
            phoneVariant="light"
            className="mt-8 flex flex-col gap-3 sm:flex-row"
          />
          <p className="mt-4 text-sm text-brand-200">
            Orçamento sem compromisso · Atendimento desde {business.foundedYear}
          </p>
        </div>
        <StockPhoto
          photo={business.images.hero}
          sizes={HERO_PHOTO_SIZES}
          priority
          className="aspect-[4/3] shadow-2xl ring-1 ring-white/10"
        />
      </div>
    </section>
  );
}
