// The owner's own photos, resized at build time into AVIF at a few widths: the "Trabalhos
// realizados" gallery (src/content/works) and the machine-family pages' photos. Server-only: it runs while
// the site builds.
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { getCollection } from "astro:content";
import { hasWorks } from "../content.config";

export const WORK_PHOTO_WIDTHS = [480, 800, 1200];
/** Rendered width of a gallery photo: one column on phones, two from 640 px, three from 1024 px. */
export const WORK_PHOTO_SIZES = "(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw";
/** The same on the page of all the jobs, two columns on phones already. */
export const WORK_PHOTO_SIZES_DENSE = "(min-width: 1152px) 352px, (min-width: 1024px) 30vw, 45vw";
/**
 * Photos on each page of /trabalhos: full rows in two columns (phones) and in three (wide screens); a page of 12
 * is 11 KB gzipped, inside the first round trip.
 */
export const WORKS_PER_PAGE = 12;

export interface OptimisedPhoto {
  width: number;
  height: number;
  /** One <source> per format, best first. */
  sources: { type: string; srcSet: string }[];
  /** The <img> fallback. */
  src: string;
}

export interface WorkPhoto extends OptimisedPhoto {
  id: string;
  alt: string;
  caption: string;
  machine: string;
  town: string;
  /** The machine family's id (its page: familyPath). */
  family: string;
  /** The day of the job, ISO ("2026-11-18"). */
  date: string;
}

/** How many of the newest jobs the home page and a family page show; /trabalhos shows them all. */
export const WORKS_SHOWN = 3;

/** Every photo is shown 4:3 (OptimisedPicture), so it is cut to 4:3 here: no pixel is sent to be hidden. */
const heightAt = (width: number) => Math.round((width * 3) / 4);

/**
 * AVIF at the widths up to the largest the original allows at 4:3, and an 800 px JPEG fallback, each
 * cut to 4:3 around its centre and turned upright as the phone's EXIF says (a photo taken upright is stored
 * sideways). None carries the original's metadata (sharp writes none; integrations/photos.ts sees to it).
 */
export async function optimisePhoto(photo: ImageMetadata, sizes: string): Promise<OptimisedPhoto> {
  const largest = Math.min(WORK_PHOTO_WIDTHS.at(-1)!, photo.width, Math.floor((photo.height * 4) / 3));
  const widths = [...WORK_PHOTO_WIDTHS.filter((width) => width < largest), largest];
  const cut = { fit: "cover", position: "center" } as const;
  const sources = await Promise.all(
    // AVIF alone: every browser the site supports (package.json, browserslist) decodes it, and a second format's
    // addresses cost a page with three photos 250 bytes of the first round trip; older ones get the JPEG.
    (["avif"] as const).map(async (format) => {
      const image = await getImage({
        src: photo,
        width: largest,
        height: heightAt(largest),
        widths,
        format,
        sizes,
        ...cut,
      });
      return { type: `image/${format}`, srcSet: image.srcSet.attribute };
    }),
  );
  const width = Math.min(800, largest);
  const fallback = await getImage({ src: photo, width, height: heightAt(width), format: "jpg", ...cut });
  return { width, height: heightAt(width), sources, src: fallback.src };
}

let loaded: Promise<WorkPhoto[]> | undefined;

/** The owner's job photos, newest first (a day's jobs by file name), read and resized once per build. */
export const workPhotos = (): Promise<WorkPhoto[]> => (loaded ??= loadWorks());

async function loadWorks(): Promise<WorkPhoto[]> {
  if (!hasWorks) return [];
  const entries = await getCollection("works");
  const works = await Promise.all(
    entries.map(async ({ id, data: { photo, family, date, ...data } }) => ({
      id,
      ...data,
      family: family.id,
      date: date.toISOString().slice(0, 10),
      ...(await optimisePhoto(photo, WORK_PHOTO_SIZES)),
    })),
  );
  return works.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
