import type { OptimisedPhoto } from "../lib/works";

/** A photo resized at build time: AVIF, then WebP, then JPEG; lazy, with its size reserved. */
export function OptimisedPicture({ photo, alt, sizes }: { photo: OptimisedPhoto; alt: string; sizes: string }) {
  return (
    <picture className="photo-frame block aspect-[4/3]">
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.src}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  );
}
