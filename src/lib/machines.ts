// One shape for a machine family: the content collection's own entry (src/content.config.ts, the YAML files of
// src/content/machines), and one address for its page. Only a type comes from astro:content, so code that runs
// outside Astro (the owner's kit's texts, the tests) shares this module; the build reads the collection through
// machine-collection.ts, the tests through tests/helpers/families.ts.
import type { CollectionEntry } from "astro:content";

export type MachineFamily = CollectionEntry<"machines">;

/** The clean URL path of a family's page; a family's `related` references have the same id. */
export const familyPath = (family: Pick<MachineFamily, "id">) => `/servicos/${family.id}`;

/** Every brand of the families, each once, in the families' order: the business's brands. */
export const brandsOf = (families: readonly MachineFamily[]) => [...new Set(families.flatMap((f) => f.data.brands))];

/** The families in the order the owner gives them (each file's `order`). */
export const inOrder = (families: readonly MachineFamily[]) =>
  [...families].sort((a, b) => a.data.order - b.data.order);
