import { photoFallbackUrl, photoSrcSet, type Photo } from "../lib/images";
import { cn } from "../lib/cn";

/**
 * A photo in a fixed-ratio frame, loaded lazily: nothing but the document and its CSS should start before
 * the first paint. A photo in a desktop's first screen gets its early, high-priority fetch from a preload
 * limited to those widths (PhotoPreload.astro). The frame's background shows if the photo fails to load,
 * and width/height reserve the space so nothing shifts while it loads.
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
    <div className={cn("photo-frame relative overflow-hidden rounded-card", className)}>
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
    </div>
  );
}
