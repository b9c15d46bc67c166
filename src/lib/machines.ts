// The machine families the business services (src/content/machines), in their order. Server-only.
import { getCollection, type CollectionEntry } from "astro:content";

export type MachineFamily = CollectionEntry<"machines">;

/** The clean URL of a family's page. */
export const familyPath = (id: string) => `/servicos/${id}`;

export async function machineFamilies(): Promise<MachineFamily[]> {
  return (await getCollection("machines")).sort((a, b) => a.data.order - b.data.order);
}

/** The families as the owner's kit lists them (src/content/owner-kit.ts). */
export const kitFamilies = async () =>
  (await machineFamilies()).map((family) => ({ id: family.id, name: family.data.name, summary: family.data.summary }));
