// The schema of a job photo's entry (src/content/works/*.yaml, the form "Trabalhos realizados"), apart from
// Astro so its rules are unit-tested: src/content.config.ts gives it Astro's image() and reference(), the towns
// served and the build's day. Its messages reach the owner (a failed build after a save): Portuguese.
import { z } from "zod";

const text = z.string().trim().min(1);

export function workSchema<Photo extends z.ZodType, Family extends z.ZodType>({
  photo,
  family,
  towns,
  today,
}: {
  /** The photo beside the entry (Astro's image()). */
  photo: Photo;
  /** Its machine family (Astro's reference("machines")). */
  family: Family;
  towns: readonly string[];
  /** The build's day, ISO: a job is never dated after it. */
  today: string;
}) {
  return z.object({
    photo,
    /** What the photo shows, for people who cannot see it. */
    alt: text,
    caption: text,
    /** The machine as its owner names it, e.g. "Overloque de 4 fios". */
    machine: text,
    /** Its family's page, which shows the photo too. */
    family,
    town: text.refine((town) => towns.includes(town), {
      error: `escolha uma das cidades atendidas (${towns.join(", ")})`,
    }),
    /** The day the job was done (newest first); YAML reads 2026-11-20 as a date. */
    date: z.coerce
      .date({ error: "informe a data do trabalho, no formato 2026-11-20" })
      .max(new Date(`${today}T23:59:59Z`), { error: "a data do trabalho não pode ser depois de hoje" }),
  });
}
