import { BadgeCheck } from "lucide-react";
import { business } from "../../config/business";
import { home } from "../../content/home";
import { ContactButtons } from "../ContactButtons";
import { FirstBandEnd } from "../PageHero";
import { StockPhoto } from "../Photo";
import { WhatsAppQr } from "../WhatsAppQr";
import { Container } from "../ui/Container";
import { KeyFacts } from "./KeyFacts";

/** Rendered width of the hero photo; the head's preload must use the same value to reuse the fetch. */
export const HERO_PHOTO_SIZES = "(min-width: 1152px) 470px, (min-width: 1024px) 41vw, calc(100vw - 2rem)";
/** From this width the photo sits beside the headline, in the first screen; below it, under the buttons. */
export const HERO_PHOTO_FIRST_SCREEN = "(min-width: 1024px)";

/**
 * Headline, the two ways to call, the facts a buyer decides on and the photo. On a phone the facts come
 * right after the buttons and the photo last; on a desktop the photo sits beside the headline. The photo is
 * last in the document too: moved up by CSS (order), it stood before the facts until they arrived, and a
 * first paint between the two (the parser pauses wherever it likes) then pushed it down (CLS 0.129).
 */
export function HomeHero() {
  const { hero } = home;
  return (
    <section aria-labelledby="inicio-titulo" className="bg-hero text-on-primary focus-ring-accent">
      <Container className="grid grid-cols-1 items-center gap-8 py-10 md:py-16 lg:grid-cols-[1.3fr_1fr] lg:gap-x-10">
        <div>
          <p className="inline-flex max-w-full items-start gap-2 rounded-2xl border border-on-primary/20 bg-on-primary/10 px-3.5 py-1.5 text-sm font-semibold text-balance text-on-primary">
            <BadgeCheck className="mt-0.5 size-4 shrink-0 text-accent-soft" aria-hidden="true" />
            {hero.badge}
          </p>
          <h1
            id="inicio-titulo"
            className="mt-6 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl md:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-on-inverse">{hero.lead}</p>
          <ContactButtons
            whatsappLabel={hero.quoteLabel}
            phoneVariant="light"
            className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:whitespace-nowrap"
          />
          <p className="mt-4 text-sm text-on-inverse-muted">{hero.note}</p>
          <WhatsAppQr className="mt-6" />
        </div>
        <div className="lg:col-span-2">
          <h2 className="sr-only">{hero.factsTitle}</h2>
          <KeyFacts className="border-t border-on-primary/15 pt-6 md:border-0 md:pt-0" />
        </div>
        <StockPhoto
          photo={business.images.hero}
          sizes={HERO_PHOTO_SIZES}
          className="aspect-[4/3] shadow-2xl ring-1 ring-on-primary/10 lg:col-start-2 lg:row-start-1"
        />
      </Container>
      <FirstBandEnd />
    </section>
  );
}
