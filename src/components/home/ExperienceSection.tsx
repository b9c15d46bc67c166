import { CircleCheck, Star } from "lucide-react";
import { business } from "../../config/business";
import { home } from "../../content/home";
import { newTab } from "../../lib/links";
import { SectionHeading } from "../SectionHeading";
import type { OptimisedPhoto } from "../../lib/works";
import { OptimisedPicture } from "../Photo";
import { Container } from "../ui/Container";
import { NewTabHint } from "../ui/NewTabHint";
import { TextLink } from "../ui/TextLink";

/** Rendered width of the portrait: beside the text from 1024 px. */
export const PORTRAIT_SIZES = "(min-width: 1152px) 560px, (min-width: 1024px) 48vw, calc(100vw - 2rem)";

/**
 * Who is behind the business: the technician, his credential and the guarantee, with his portrait if the
 * owner has added one. Never a stock photo here: a stranger's face would pass for his.
 */
export function ExperienceSection({ portrait }: { portrait?: OptimisedPhoto | undefined }) {
  const copy = home.experience;
  const photo = portrait && business.technician.portrait;
  const heading = <SectionHeading id="experiencia-titulo" title={copy.title} lead={copy.lead} />;
  const claims = (
    <ul className={photo ? "mt-8 grid gap-6" : "grid gap-6 lg:self-start"}>
      {copy.claims.map((claim) => (
        <li key={claim.title} className="flex gap-4">
          <CircleCheck className="mt-0.5 size-7 shrink-0 text-whatsapp" aria-hidden="true" />
          <div>
            <h3 className="text-lg font-bold text-heading">{claim.title}</h3>
            <p className="mt-1 text-muted">{claim.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
  const reviews = business.googleBusinessProfileUrl && (
    <p className="mt-8">
      <TextLink
        href={business.googleBusinessProfileUrl}
        {...newTab}
        className="min-h-11 gap-2 underline-offset-4 [&_svg]:size-5"
      >
        <Star aria-hidden="true" />
        {copy.reviewsLabel}
        <NewTabHint />
      </TextLink>
    </p>
  );
  return (
    <section aria-labelledby="experiencia-titulo" className="bg-surface py-16 md:py-20">
      {/* With a portrait, the text stands beside it; without one, the claims stand beside the heading. */}
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
        {photo ? (
          <div>
            {heading}
            {claims}
            {reviews}
          </div>
        ) : (
          <>
            <div className="self-start">
              {heading}
              {reviews}
            </div>
            {claims}
          </>
        )}
        {portrait && photo && (
          <div className="overflow-hidden rounded-card shadow-card">
            <OptimisedPicture photo={portrait} alt={photo.alt} sizes={PORTRAIT_SIZES} />
          </div>
        )}
      </Container>
    </section>
  );
}
