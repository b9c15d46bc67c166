import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFieldAt as at } from "../../tests/helpers/form-fields";
import { businessSchema } from "./business-schema";
import { fieldsOf, formGaps, jsonSchemaOf } from "./schema-form";

const factsSchema = jsonSchemaOf(businessSchema);

describe("formGaps", () => {
  const fields = fieldsOf(factsSchema);

  it("is empty for the fields made from the schema itself", () => {
    expect(formGaps(factsSchema, fields)).toEqual([]);
  });

  it("names a field of the schema that has no form field", () => {
    const extra = jsonSchemaOf(
      businessSchema.extend({ pixKey: z.string().min(1).meta({ title: "Chave Pix" }) }) as unknown as z.ZodType,
    );
    expect(formGaps(extra, fields)).toEqual(["pixKey: no form field"]);
  });

  it("names a rule the form lacks or widens: a pattern, a range, a required field, a list's bounds", () => {
    const looser = structuredClone(fields);
    delete at(looser, "address.postalCode").pattern;
    at(looser, "dataRequestReplyDays").max = 30;
    at(looser, "legalName").required = false;
    delete at(looser, "openingHours").min;
    expect(formGaps(factsSchema, looser)).toEqual([
      "legalName: required in the schema, optional in the form",
      "legalName: may be empty in the form",
      "dataRequestReplyDays: maximum 15, the form's 30",
      "address.postalCode: pattern ^\\d{5}-\\d{3}$, the form's none",
      "openingHours: at least 1 items, the form's none",
    ]);
  });

  it("stops where a field has no label: no title in its schema and none given", () => {
    expect(() => fieldsOf(jsonSchemaOf(z.object({ rating: z.number().int() })))).toThrow(
      "schema-form: the field rating has no label",
    );
  });
});
