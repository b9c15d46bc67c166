// The machine families as the tests read them, outside Astro: the YAML files of src/content/machines in the
// content collection's own shape (src/lib/machines.ts), `related` as references like the collection's. The
// collection's zod schema (src/content.config.ts) checks these files when the site builds; a photo stays its
// file name here.
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { inOrder, type MachineFamily } from "../../src/lib/machines";

const folder = new URL("../../src/content/machines/", import.meta.url);

export const families: MachineFamily[] = inOrder(
  readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => {
      type File = Omit<MachineFamily["data"], "related"> & { related: string[] };
      const data = parse(readFileSync(new URL(file, folder), "utf8")) as File;
      const family: MachineFamily = {
        id: file.replace(/\.yaml$/, ""),
        collection: "machines",
        data: { ...data, related: data.related.map((id) => ({ collection: "machines", id })) },
      };
      return family;
    }),
);
