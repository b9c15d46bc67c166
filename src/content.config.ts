// Content collections: the machine families the business services (one page each under /servicos/) and
// the owner's photos of finished jobs. Entries are validated when the site builds.
import { readdirSync } from "node:fs";
import { defineCollection, reference } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { business } from "./config/business";
import { latestPhotoDay } from "./config/today";
import { partPrice } from "./lib/business-schema";
import { DESCRIPTION_LENGTH, TITLE_MAX } from "./lib/page-title";
import { workSchema } from "./lib/work-schema";

const text = z.string().trim().min(1);

// SITE_WORKS_DIR lets the tests build the site with fixture photos (tests/fixtures/works).
const worksDir = process.env["SITE_WORKS_DIR"] ?? "./src/content/works";
/**
 * Whether the owner has added photos of finished jobs. None is the normal state until the first one: the
 * build then loads nothing, quietly (the glob loader and getCollection would warn about an empty folder).
 */
export const hasWorks = readdirSync(worksDir).some((file) => file.endsWith(".yaml"));

const works = defineCollection({
  loader: hasWorks ? glob({ pattern: "*.yaml", base: worksDir }) : () => [],
  schema: ({ image }) =>
    workSchema({ photo: image(), family: reference("machines"), towns: business.areaServed, today: latestPhotoDay }),
});

const list = (min: number, max: number) => z.array(text).min(min).max(max);

/** A month as 2026-11. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const machines = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/machines" }),
  schema: ({ image }) =>
    z.object({
      /** The page's h1, and its <title> before the site's name: sentence case. */
      title: text.max(TITLE_MAX),
      /** Short plural name: breadcrumb, links, lists. */
      name: text,
      order: z.number().int().positive(),
      /** Meta description. */
      description: text.min(DESCRIPTION_LENGTH.min).max(DESCRIPTION_LENGTH.max),
      /** One sentence for the card that links to the page. */
      summary: text.max(170),
      intro: list(1, 3),
      machines: list(3, 10),
      preventive: list(3, 8),
      corrective: list(3, 8),
      faults: z
        .array(z.object({ symptom: text, text }))
        .min(4)
        .max(10),
      /** The WhatsApp message a visitor sends from the page: it names the machine family. */
      whatsappMessage: text,
      /** The makers of these machines the technician services, as they write their names; home lists them all. */
      brands: list(1, 12),
      related: z.array(reference("machines")).min(1).max(4),
      /**
       * What the common parts of these machines cost, as a range each, and the month they were quoted: shown on the
       * family's page when the business publishes its prices. Absent: no parts prices.
       */
      parts: z
        .object({
          quoted: z
            .string()
            .regex(MONTH, "informe o mês da cotação como ano e mês, como 2026-11")
            .refine((month) => month <= latestPhotoDay.slice(0, 7), "o mês da cotação não pode ser depois deste mês"),
          items: z
            .array(
              z
                .object({ part: text, from: partPrice, through: partPrice })
                .refine((item) => item.from <= item.through, {
                  message: "o maior valor não pode ser menor que o menor",
                  path: ["through"],
                }),
            )
            .min(1)
            .max(10),
        })
        .optional(),
      /** A photo from the owner's own files, beside the YAML file; none yet: the page shows no photo. */
      photo: image().optional(),
      photoAlt: text,
    }),
});

export const collections = { machines, works };
