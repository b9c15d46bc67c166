// The machine families as the build reads them, from Astro's content collection, in their order. Server-only.
import { getCollection } from "astro:content";
import { inOrder, type MachineFamily } from "./machines";

export const machineFamilies = async (): Promise<MachineFamily[]> => inOrder(await getCollection("machines"));
