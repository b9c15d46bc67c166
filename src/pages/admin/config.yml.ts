// /admin/config.yml, the configuration Sveltia CMS loads beside its page (/admin): generated at each build from
// the facts' schema, the facts and the collections' schemas (src/lib/admin-config.ts), never written by hand.
// The repository the forms save to: src/config/cms-backend.ts (CMS_REPO, CMS_BRANCH, CMS_AUTH_URL).
// docs/owner-forms.md.
import type { APIRoute } from "astro";
import { stringify } from "yaml";
import { z } from "zod";
import { factsInput } from "../../config/business";
import { cmsBackend, formsFiles } from "../../config/cms-backend";
import { collections } from "../../content.config";
import { adminConfig, type FactsForForms } from "../../lib/admin-config";
import { jsonSchemaOf } from "../../lib/schema-form";
import { businessSchema } from "../../lib/business-schema";
import { machineFamilies } from "../../lib/machine-collection";

/** A collection's entry schema; its photo (image()) is, in the file, the photo's path. */
const entrySchema = (collection: { schema?: unknown }) => {
  const schema = collection.schema;
  if (typeof schema !== "function") throw new Error("admin/config.yml: a collection without a schema function");
  return jsonSchemaOf((schema as (context: { image: () => z.ZodType }) => z.ZodType)({ image: () => z.string() }));
};

export const GET: APIRoute = async () => {
  const config = adminConfig({
    factsSchema: jsonSchemaOf(businessSchema),
    machineSchema: entrySchema(collections.machines),
    workSchema: entrySchema(collections.works),
    facts: factsInput as FactsForForms,
    families: (await machineFamilies()).map((family) => ({ value: family.id, label: family.data.name })),
    factsFolder: formsFiles.factsFolder,
    machinesFolder: formsFiles.machinesFolder,
    worksFolder: formsFiles.worksFolder,
    backend: cmsBackend,
  });
  return new Response(stringify(config, { lineWidth: 0 }), { headers: { "Content-Type": "text/yaml; charset=utf-8" } });
};
