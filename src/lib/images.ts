// Responsive image URLs. Stock photos are resized by the host (Unsplash's ?w= parameter);
// the owner's own files in public/ are served as they are.
export interface Photo {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;

const isResizable = (src: string) => src.startsWith("https://images.unsplash.com/");

export function photoUrl(src: string, width: number): string {
  if (!isResizable(src)) return src;
  const url = new URL(src);
  url.searchParams.set("auto", "format");
  url.searchParams.set("fit", "crop");
  url.searchParams.set("w", String(width));
  url.searchParams.set("q", "70");
  return url.href;
}

/** srcset for the widths not larger than the original; undefined for files that cannot be resized. */
export function photoSrcSet(photo: Photo): string | undefined {
  if (!isResizable(photo.src)) return undefined;
  return PHOTO_WIDTHS.filter((width) => width <= photo.width)
    .map((width) => `${photoUrl(photo.src, width)} ${width}w`)
    .join(", ");
}

/** The URL used as src: the largest listed width up to 1200 px, or the file itself. */
export function photoFallbackUrl(photo: Photo): string {
  return photoUrl(photo.src, Math.min(photo.width, 1200));
}
