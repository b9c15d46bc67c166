// The owner's forms' fields (src/lib/admin-config.ts, src/lib/schema-form.ts) looked up by a key path of the facts,
// as the tests name them.
import type { FormField } from "../../src/lib/schema-form";

/**
 * The form field at a key path ("prices.visit.0.fee"): an index (or "*") names a list's item field, or the choice
 * of several itself; under anything else an index names no field.
 */
export function fieldAt(fields: readonly FormField[], keyPath: string): FormField | undefined {
  let scope = fields;
  let field: FormField | undefined;
  for (const key of keyPath.split(".")) {
    if (/^(\d+|\*)$/.test(key)) {
      if (field?.widget !== "list" && !field?.multiple) return undefined;
      field = field.field ?? field;
    } else {
      field = scope.find((candidate) => candidate.name === key);
      if (!field) return undefined;
    }
    scope = field.fields ?? [];
  }
  return field;
}

/** The form field at a key path, as `fieldAt` finds it; a test that names a field the forms lack stops there. */
export function formFieldAt(fields: readonly FormField[], keyPath: string): FormField {
  const field = fieldAt(fields, keyPath);
  if (!field) throw new Error(`no form field ${keyPath}`);
  return field;
}
