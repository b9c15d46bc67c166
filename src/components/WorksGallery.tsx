import { worksPage } from "../content/works-page";
import { formatMonth } from "../lib/format";
import { cn } from "../lib/cn";
import { WORK_PHOTO_SIZES, WORK_PHOTO_SIZES_DENSE, type WorkPhoto } from "../lib/works";
import { OptimisedPicture } from "./Photo";
import { Card } from "./ui/Card";
import { Section } from "./ui/Section";
import { TextLink } from "./ui/TextLink";

/**
 * The owner's photos of finished jobs, captioned: what was done, the machine, the town and the month. Dense (the
 * page of them all) has two columns on phones already: no photo then outgrows the page's title in the first
 * screen, so the title paints the page, not a photo still loading.
 */
export function WorksGrid({ works, dense = false }: { works: readonly WorkPhoto[]; dense?: boolean }) {
  return (
    <ul className={cn("grid sm:grid-cols-2 lg:grid-cols-3", dense ? "grid-cols-2 gap-4 sm:gap-6" : "gap-6")}>
      {works.map((work) => (
        <li key={work.id}>
          <Card as="figure" className="h-full overflow-hidden">
            <OptimisedPicture photo={work} alt={work.alt} sizes={dense ? WORK_PHOTO_SIZES_DENSE : WORK_PHOTO_SIZES} />
            <figcaption className={dense ? "p-3 sm:p-4" : "p-4"}>
              <span className="block font-bold text-heading">{work.caption}</span>
              <span className="mt-1 block text-sm text-muted">
                {work.machine} · {work.town} ·{" "}
                <time dateTime={work.date} className="sm:whitespace-nowrap">
                  {formatMonth(work.date)}
                </time>
              </span>
            </figcaption>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * A band of the newest jobs (the home page's, a family page's), with a link to the page of them all when it
 * shows fewer than there are. The pages render it only when there is at least one photo.
 */
export function WorksGallery({
  title,
  lead,
  works,
  total,
  tone = "plain",
}: {
  title: string;
  lead: string;
  works: readonly WorkPhoto[];
  /** How many there are in all (the site's): more than it shows, the band links to the page of them all. */
  total: number;
  /** Its band's tone, opposite its neighbours'. */
  tone?: "plain" | "surface";
}) {
  return (
    <Section id="trabalhos-titulo" title={title} lead={lead} tone={tone}>
      <WorksGrid works={works} />
      {total > works.length && (
        <p className="mt-8">
          <TextLink href={worksPage.path}>{worksPage.all}</TextLink>
        </p>
      )}
    </Section>
  );
}
