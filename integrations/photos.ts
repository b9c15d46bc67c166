// Photos as the site publishes them. The owner's photos come straight from his phone, with the EXIF the
// phone wrote: the GPS position of where each was taken (a client's factory, his home) among it. The build
// resizes them (src/lib/works.ts), and sharp writes no metadata into what it resizes, but Astro also copies
// each original into _astro/ whether a page uses it or not, and public/ is copied as it is. So, once the build
// is written:
// 1. an image of _astro/ that no file of the build names is deleted (an original nobody asked for);
// 2. any image left that still carries metadata (EXIF, XMP, IPTC: a photo of public/fotos, an original a page
//    names) is written again without it, turned upright as its EXIF said, in its own format.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { filesIn } from "./files.mjs";

/** The raster images sharp reads and writes (SVG is text: a page names it). */
const IMAGE = /\.(jpe?g|png|webp|avif|gif|tiff?)$/i;
/** The files that can name an image: pages, styles, scripts, the hosts' files, the sitemap, the CMS's config. */
const TEXT = /\.(html|css|js|mjs|json|xml|txt|yml|webmanifest|svg)$|(^|\/)(_headers|_redirects|\.htaccess)$/;

export interface PublishedPhotos {
  /** Originals no file named, deleted. */
  removed: string[];
  /** Images written again without their metadata. */
  stripped: string[];
}

export async function publishPhotos(dist: string): Promise<PublishedPhotos> {
  const files = filesIn(dist);
  const text = files
    .filter((file) => TEXT.test(file))
    .map((file) => readFileSync(path.join(dist, file), "utf8"))
    .join("\n");
  const images = files.filter((file) => IMAGE.test(file));
  const removed = images.filter((file) => file.startsWith("_astro/") && !text.includes(path.basename(file)));
  for (const file of removed) rmSync(path.join(dist, file));
  const stripped: string[] = [];
  for (const file of images.filter((image) => !removed.includes(image))) {
    const input = readFileSync(path.join(dist, file));
    const { exif, xmp, iptc, format } = await sharp(input).metadata();
    if (!exif && !xmp && !iptc) continue;
    // High quality: the file is shown as it was; only what it says about itself goes.
    const output = await sharp(input).rotate().toFormat(format, { quality: 90 }).toBuffer();
    writeFileSync(path.join(dist, file), output);
    stripped.push(file);
  }
  return { removed, stripped };
}
