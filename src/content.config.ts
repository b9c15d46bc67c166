// Content collections: the owner's photos of finished jobs. Entries are validated when the site builds.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

const text = z.string().trim().min(1);

const works = defineCollection({
  // SITE_WORKS_DIR lets the tests build the site with fixture photos (tests/fixtures/works).
  loader: glob({ pattern: "*.yaml", base: process.env["SITE_WORKS_DIR"] ?? "./src/content/works" }),
  schema: ({ image }) =>
    z.object({
      photo: image(),
      /** What the photo shows, for people who cannot see it. */
      alt: text,
      caption: text,
      machine: text,
      town: text,
    }),
});

export const collections = { works };
