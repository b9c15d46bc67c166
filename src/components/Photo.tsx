import { photos } from "../content/photos";
import { isRemotePhoto, photoFallbackUrl, photoSrcSet, type Photo } from "../lib/images";
import type { OptimisedPhoto } from "../lib/works";
import { cn } from "../lib/cn";

// Every photo has one shape: a frame whose `photo-frame` class (global.css) shows a calm gradient if the
// photo fails to load, around one image that covers it. The image is lazy: nothing but the document and its
// CSS should start before the first paint (a photo in a desktop's first screen gets its early fetch from a
// preload limited to those widths, PhotoPreload.astro); width and height reserve its space so nothing
// shifts while it loads. The two kinds differ only in where their sizes come from.

function LazyImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
}: {
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
  alt: string;
  width: number;
  height: number;
}) {
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
}

/**
 * A photo of the facts file, in a rounded frame of the caller's ratio: a stock photo resized by its host,
 * or the owner's file as it is. A stock photo says so on itself, so no one takes the person in it for the
 * technician or the machine for a job of his.
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
      <LazyImage
        src={photoFallbackUrl(photo)}
        srcSet={photoSrcSet(photo)}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
      />
      {isRemotePhoto(photo) && (
        <figcaption className="absolute bottom-2 left-2 z-10 rounded-sm bg-inverse/80 px-2 py-0.5 text-xs font-semibold text-on-primary">
          {photos.illustrative}
        </figcaption>
      )}
    </figure>
  );
}

/** One of the owner's photos resized at build time (src/lib/works.ts), 4:3: AVIF, or else JPEG. */
export function OptimisedPicture({ photo, alt, sizes }: { photo: OptimisedPhoto; alt: string; sizes: string }) {
  return (
    <picture className="photo-frame block aspect-[4/3]">
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <LazyImage src={photo.src} alt={alt} width={photo.width} height={photo.height} />
    </picture>
  );
}
