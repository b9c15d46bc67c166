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

/**
 * The facts' references to a machine family that names none (a labour range of prices.labour.byMachine whose family
 * was renamed or removed), one line each with its path, as the build's message lists them. The facts and the
 * families are two files each saved on its own, so only the build, which reads both, can compare them.
 */
export function familyReferenceProblems(
  prices: { labour?: { byMachine: readonly { family: string }[] } | undefined } | undefined,
  families: readonly Pick<MachineFamily, "id" | "data">[],
): string[] {
  const names = families.map((family) => family.data.name).join(", ");
  return (prices?.labour?.byMachine ?? []).flatMap(({ family }, i) =>
    families.some((known) => known.id === family)
      ? []
      : [
          `prices.labour.byMachine.${i}.family: "${family}" não é um tipo de máquina do site; escolha um destes: ${names}`,
        ],
  );
}
