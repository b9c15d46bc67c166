// The field a refused save names, in the owner's words: the build names it by its path in the facts
// ("prices.visit.0.fee"), the forms by the titles of the facts' schema (src/lib/business-schema.ts, .meta),
// which jsonSchemaOf (src/lib/schema-form.ts) writes into the JSON Schema the forms are made from.
import type { JsonSchema } from "./schema-form";

/** Each field's title by its path, list items as "*" ("prices.visit.*.fee"): what the page needs of the schema. */
export function fieldTitles(schema: JsonSchema, path = ""): Record<string, string> {
  const titles: Record<string, string> = {};
  const walk = (node: JsonSchema, at: string) => {
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      const key = at ? `${at}.${name}` : name;
      if (property.title) titles[key] = property.title;
      walk(property, key);
    }
    if (node.items) walk(node.items, `${at}.*`);
    for (const option of node.anyOf ?? []) walk(option, at);
  };
  walk(schema, path);
  return titles;
}

/**
 * "prices.visit.0.fee" -> "Preços › Visita, item 1 › Taxa": the titles of the field and the groups it is in, a
 * list's item by its number from 1. Undefined when the path names no field of the forms.
 */
export function fieldLabel(path: string, titles: Readonly<Record<string, string>>): string | undefined {
  const labels: string[] = [];
  let key = "";
  for (const segment of path.split(".")) {
    if (/^\d+$/.test(segment)) {
      key = `${key}.*`;
      if (labels.length) labels[labels.length - 1] += `, item ${Number(segment) + 1}`;
      continue;
    }
    key = key ? `${key}.${segment}` : segment;
    const title = titles[key];
    if (!title) break;
    labels.push(title);
  }
  return labels.length ? labels.join(" › ") : undefined;
}

/** A collection's labels as src/content/admin.ts gives them (a label, or a label and its hint) by path. */
export const labelsByPath = (labels: Readonly<Record<string, string | readonly [string, string]>>) =>
  Object.fromEntries(
    Object.entries(labels).map(([path, label]) => [path, typeof label === "string" ? label : label[0]]),
  );
