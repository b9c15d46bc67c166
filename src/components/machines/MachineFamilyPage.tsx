import { CircleCheck, TriangleAlert } from "lucide-react";
import type { FamilyPrices as Prices } from "../../content/family-prices";
import { servicePages } from "../../content/service-pages";
import { balancedGrid } from "../../lib/balanced-rows";
import { cn } from "../../lib/cn";
import { familyPath, type MachineFamily } from "../../lib/machines";
import { worksPage } from "../../content/works-page";
import { WORKS_SHOWN, type OptimisedPhoto, type WorkPhoto } from "../../lib/works";
import { CallToAction } from "../CallToAction";
import { OptimisedPicture } from "../Photo";
import { BrandList } from "../BrandList";
import { SectionHeading } from "../SectionHeading";
import { StepNumber } from "../StepNumber";
import { Card } from "../ui/Card";
import { Container } from "../ui/Container";
import { Section } from "../ui/Section";
import { WorksGallery } from "../WorksGallery";
import { FamilyPrices } from "./FamilyPrices";

const { sections } = servicePages;

function Checklist({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card className="p-6">
      <h3 className="text-lg font-bold text-heading">{title}</h3>
      <ul className="mt-4 grid gap-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-muted">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-whatsapp" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * Everything below the title of a machine-family page: scope, faults, prices, the owner's photos of such jobs,
 * brands, how a job works, area, related.
 */
export function MachineFamilyPage({
  family: { data: family },
  related,
  whatsappHref,
  photo,
  works,
  totalWorks,
  prices,
}: {
  family: MachineFamily;
  related: readonly MachineFamily[];
  whatsappHref: string;
  photo?: OptimisedPhoto | undefined;
  /** The owner's photos of jobs on this family's machines, newest first. */
  works: readonly WorkPhoto[];
  /** The site's job photos, all families': more than this page shows, it links to them all. */
  totalWorks: number;
  /** What this family's repairs and parts cost; absent when the business publishes no prices. */
  prices?: Prices | undefined;
}) {
  const faultGrid = balancedGrid(family.faults.length, { md: 2, lg: 3 });
  // After the faults' white band, the bands this family has alternate from the surface tone: never two bands of
  // one tone side by side (their paddings add up to one wide gap), whichever of prices and photos there are.
  const later = [prices && "prices", works.length > 0 && "works", "howItWorks", "related"].filter(Boolean);
  const tone = (band: "prices" | "works" | "howItWorks" | "related") =>
    later.indexOf(band) % 2 === 0 ? "surface" : "plain";
  return (
    <>
      <section aria-labelledby="sobre-titulo" className="py-14 md:py-20">
        <Container className={photo ? "grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center" : undefined}>
          <div className={photo ? "max-w-2xl" : undefined}>
            <SectionHeading id="sobre-titulo" title={sections.about} size="column" />
            {/* Without a photo beside it, the text takes two columns on a wide screen rather than leave half empty. */}
            <div className={photo ? undefined : "mt-4 max-w-2xl lg:max-w-none lg:columns-2 lg:gap-12"}>
              {family.intro.map((paragraph) => (
                <p
                  key={paragraph}
                  className={cn(
                    "text-lg text-pretty text-muted lg:break-inside-avoid",
                    photo ? "mt-4" : "mt-4 first:mt-0",
                  )}
                >
                  {paragraph}
                </p>
              ))}
            </div>
          </div>
          {photo && (
            <div className="overflow-hidden rounded-card shadow-card">
              <OptimisedPicture photo={photo} alt={family.photoAlt} sizes="(min-width: 1024px) 480px, 100vw" />
            </div>
          )}
        </Container>
      </section>

      <Section id="escopo-titulo" title={sections.scope} tone="surface">
        <div className="grid gap-5 lg:grid-cols-3">
          <Checklist title={sections.machines} items={family.machines} />
          <Checklist title={sections.preventive} items={family.preventive} />
          <Checklist title={sections.corrective} items={family.corrective} />
        </div>
      </Section>

      <Section id="defeitos-titulo" title={sections.faults}>
        {/* Balanced rows: an odd number of faults leaves no card alone on a last row. */}
        <dl className={cn("grid gap-5", faultGrid.grid)}>
          {family.faults.map((fault, index) => (
            <div key={fault.symptom} className={cn("rounded-card border border-line p-5", faultGrid.card(index))}>
              <dt className="flex items-start gap-2 text-lg font-bold text-heading">
                {/* On the symptom's first line (1.75 rem high), however many lines it takes. */}
                <TriangleAlert className="mt-1 size-5 shrink-0 text-warning" aria-hidden="true" />
                {fault.symptom}
              </dt>
              <dd className="mt-2 text-muted">{fault.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {prices && <FamilyPrices prices={prices} tone={tone("prices")} />}

      {works.length > 0 && (
        <WorksGallery
          {...worksPage.family}
          works={works.slice(0, WORKS_SHOWN)}
          total={totalWorks}
          tone={tone("works")}
        />
      )}

      <section
        aria-labelledby="atendimento-titulo"
        className={cn("py-14 md:py-20", tone("howItWorks") === "surface" && "bg-surface")}
      >
        <Container className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="atendimento-titulo" title={sections.howItWorks} size="column" />
            <ol className="mt-6 grid gap-5">
              {servicePages.howItWorks.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <StepNumber n={index + 1} className="size-9" />
                  <div>
                    <h3 className="text-lg font-bold text-heading">{step.title}</h3>
                    <p className="mt-1 text-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="grid content-start gap-10">
            <section aria-labelledby="marcas-titulo">
              <SectionHeading id="marcas-titulo" title={sections.brands} size="part" />
              <div className="mt-4">
                <BrandList brands={family.brands} />
              </div>
            </section>
            <div>
              <SectionHeading title={sections.area} size="part" />
              <p className="mt-3 text-muted">{servicePages.area}</p>
            </div>
          </div>
        </Container>
      </section>

      <Section id="relacionados-titulo" title={sections.related} tone={tone("related")}>
        {/* As many columns as cards (up to three): no empty column and no card alone on a row. */}
        <ul className={cn("grid gap-5", related.length % 2 === 0 ? "md:grid-cols-2" : "md:grid-cols-3")}>
          {related.map((item) => (
            <Card as="li" key={item.id} className="p-6">
              <a href={familyPath(item)} className="text-lg font-bold text-primary underline-offset-4 hover:underline">
                {item.data.name}
              </a>
              <p className="mt-2 text-muted">{item.data.summary}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <CallToAction {...servicePages.closing} whatsappHref={whatsappHref} />
    </>
  );
}
