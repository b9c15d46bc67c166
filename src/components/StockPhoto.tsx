import { photos } from "../content/photos";
import { isRemotePhoto, photoFallbackUrl, photoSrcSet, type Photo } from "../lib/images";
import { cn } from "../lib/cn";

/**
 * A photo in a fixed-ratio frame, loaded lazily: nothing but the document and its CSS should start before
 * the first paint. A photo in a desktop's first screen gets its early, high-priority fetch from a preload
 * limited to those widths (PhotoPreload.astro). The frame's background shows if the photo fails to load,
 * and width/height reserve the space so nothing shifts while it loads. A stock photo says so on itself, so no
 * one takes the person in it for the technician or the machine for a job of his.
 */
export function StockPhoto({
  photo,
  sizes,
  className,
}: {
  photo: Photo;
  /** The rendered width, e.g. "(min-width: 1024px) 560px, 100vw". */
  sizes: string;
  className?: string;
}) {
  return (
    <figure className={cn("photo-frame relative overflow-hidden rounded-card", className)}>
      <img
        src={photoFallbackUrl(photo)}
        srcSet={photoSrcSet(photo)}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
      {isRemotePhoto(photo) && (
        <figcaption className="absolute bottom-2 left-2 z-10 rounded-sm bg-inverse/80 px-2 py-0.5 text-xs font-semibold text-on-primary">
          {photos.illustrative}
        </figcaption>
      )}
    </figure>
  );
}
