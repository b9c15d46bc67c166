// The machine families as the build reads them, from Astro's content collection, in their order. Server-only.
// The facts that name a family (the labour ranges) are checked against them here: a family the facts name but the
// collection lacks stops the build, naming the facts file, as the schema's messages do.
import { getCollection } from "astro:content";
import { business, factsFile, FACTS_DIR } from "../config/business";
import { partOf } from "./facts-files";
import { familyReferenceProblems, inOrder, type MachineFamily } from "./machines";

export const machineFamilies = async (): Promise<MachineFamily[]> => {
  const families = inOrder(await getCollection("machines"));
  const problems = familyReferenceProblems(business.prices, families);
  if (problems.length)
    throw new Error(
      `Os dados da empresa em ${factsFile(FACTS_DIR, partOf("prices")!)} têm problemas:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  return families;
};
