import { photoFallbackUrl, photoSrcSet, type Photo } from "../lib/images";
import { cn } from "../lib/cn";

/**
 * A photo in a fixed-ratio frame. The frame's background shows if the photo fails to load,
 * and width/height reserve the space so nothing shifts while it loads.
 */
export function StockPhoto({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: Photo;
  /** The rendered width, e.g. "(min-width: 1024px) 560px, 100vw". */
  sizes: string;
  /**
   * A photo in the first screen: loaded eagerly. Its high fetch priority comes from a preload in the
   * head limited to the widths where it is really in the first screen (see PhotoPreload.astro).
   */
  priority?: boolean;
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
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        className="size-full object-cover"
      />
    </div>
  );
}
