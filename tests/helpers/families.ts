// The machine families as the build tests read them: the YAML entries of src/content/machines (the site
// validates them with its zod schema when it builds).
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";

export interface Family {
  id: string;
  path: string;
  title: string;
  name: string;
  order: number;
  description: string;
  summary: string;
  intro: string[];
  machines: string[];
  preventive: string[];
  corrective: string[];
  faults: { symptom: string; text: string }[];
  whatsappMessage: string;
  related: string[];
}

const folder = new URL("../../src/content/machines/", import.meta.url);

export const families: Family[] = readdirSync(folder)
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => {
    const id = file.replace(/\.yaml$/, "");
    return { id, path: `/servicos/${id}`, ...(parse(readFileSync(new URL(file, folder), "utf8")) as object) } as Family;
  })
  .sort((a, b) => a.order - b.order);
