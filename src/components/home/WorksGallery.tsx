import { home } from "../../content/home";
import { WORK_PHOTO_SIZES, type WorkPhoto } from "../../lib/works";
import { OptimisedPicture } from "../Photo";
import { Card } from "../ui/Card";
import { Section } from "../ui/Section";

/** The owner's own photos of finished jobs; the page renders this only when there is at least one. */
export function WorksGallery({ works }: { works: WorkPhoto[] }) {
  return (
    <Section id="trabalhos-titulo" title={home.works.title} lead={home.works.lead}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {works.map((work) => (
          <li key={work.id}>
            <Card as="figure" className="overflow-hidden">
              <OptimisedPicture photo={work} alt={work.alt} sizes={WORK_PHOTO_SIZES} />
              <figcaption className="p-4">
                <span className="block font-bold text-heading">{work.caption}</span>
                <span className="mt-1 block text-sm text-muted">
                  {work.machine} · {work.town}
                </span>
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
