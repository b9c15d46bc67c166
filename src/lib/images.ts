// Responsive image URLs. Stock photos are resized by the host (Unsplash's ?w= parameter);
// the owner's own files in public/ are served as they are.
export interface Photo {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;

/** The stock photo hosts the site knows how to resize, with the name the privacy policy gives them. */
const STOCK_HOSTS: Record<string, string> = { "images.unsplash.com": "Unsplash" };

const isResizable = (src: string) => src.startsWith("https://") && new URL(src).hostname in STOCK_HOSTS;

/** Whether a photo comes from another site (a stock photo), not the owner's own files. */
export const isRemotePhoto = (photo: Photo) => photo.src.startsWith("https://");

/** The origins the photos are loaded from, other than the site itself (for the CSP's img-src). */
export function remotePhotoOrigins(photos: readonly Photo[]): string[] {
  return [...new Set(photos.filter(isRemotePhoto).map((p) => new URL(p.src).origin))];
}

/** The names of the stock photo hosts in use, e.g. ["Unsplash"] (the privacy policy names them). */
export function stockPhotoHosts(photos: readonly Photo[]): string[] {
  return remotePhotoOrigins(photos).map((origin) => STOCK_HOSTS[new URL(origin).hostname] ?? new URL(origin).hostname);
}

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
