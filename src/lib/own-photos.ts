// The owner's own photo files (src/assets/fotos/), found by name for the facts and resized at build
// time like the gallery's. Server-only: it runs while the site builds.
import type { ImageMetadata } from "astro";
import { FACTS_DIR, factsFile } from "../config/business.ts";
import { partOf } from "./facts-files.ts";

const files = import.meta.glob<ImageMetadata>("../assets/fotos/*.{jpg,jpeg,JPG,JPEG,png,webp}", {
  eager: true,
  import: "default",
});

/** The photo named `file` in src/assets/fotos/; a name with no file stops the build, naming the field. */
export function ownPhoto(file: string, field: string): ImageMetadata {
  const found = Object.entries(files).find(([path]) => path.endsWith(`/${file}`));
  if (!found)
    throw new Error(
      `Os dados da empresa em ${factsFile(FACTS_DIR, partOf(field.split(".")[0]) ?? "empresa")} têm problemas:\n  - ${field}: não há o arquivo src/assets/fotos/${file}`,
    );
  return found[1];
}
