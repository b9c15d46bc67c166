// The "Trabalhos realizados" gallery: the owner's photos of finished jobs (src/content/works), resized at
// build time into AVIF and WebP at a few widths. Server-only: it runs while the site builds.
import { getImage } from "astro:assets";
import { getCollection } from "astro:content";

export const WORK_PHOTO_WIDTHS = [480, 800, 1200];
/** Rendered width of a gallery photo: one column on phones, two from 640 px, three from 1024 px. */
export const WORK_PHOTO_SIZES = "(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw";

export interface WorkPhoto {
  id: string;
  alt: string;
  caption: string;
  machine: string;
  town: string;
  width: number;
  height: number;
  /** One <source> per format, best first. */
  sources: { type: string; srcSet: string }[];
  /** The <img> fallback. */
  src: string;
}

export async function workPhotos(): Promise<WorkPhoto[]> {
  const entries = (await getCollection("works")).sort((a, b) => a.id.localeCompare(b.id));
  return Promise.all(
    entries.map(async ({ id, data }) => {
      const widths = WORK_PHOTO_WIDTHS.filter((width) => width <= data.photo.width);
      const sources = await Promise.all(
        (["avif", "webp"] as const).map(async (format) => {
          const image = await getImage({ src: data.photo, widths, format, sizes: WORK_PHOTO_SIZES });
          return { type: `image/${format}`, srcSet: image.srcSet.attribute };
        }),
      );
      const fallback = await getImage({ src: data.photo, width: Math.min(800, data.photo.width), format: "jpg" });
      const height = Math.round((data.photo.height / data.photo.width) * 800);
      return { id, ...data, width: 800, height, sources, src: fallback.src };
    }),
  );
}
