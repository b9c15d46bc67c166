import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { contact } from "./contact";
import { home } from "./home";
import { loyalty } from "./loyalty";
import { notFound } from "./not-found";

const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value as object).flatMap(texts);

describe("page copy", () => {
  it("reads the loyalty levels from the facts file", () => {
    for (const level of business.loyaltyLevels) {
      expect(loyalty.description).toContain(`${level.discountPercent}%`);
      expect(loyalty.steps.items[1]!.text).toContain(level.name);
    }
  });

  it("puts the business's town and district in the copy that names them", () => {
    expect(home.hero.title).toContain(business.address.city);
    expect(contact.description).toContain(`${business.address.district} de ${business.address.city}`);
  });

  it.each(Object.entries({ home, loyalty, contact, notFound }))("%s has no placeholder or leaked value", (_, copy) => {
    for (const text of texts(copy)) {
      expect(text).not.toMatch(/lorem|ipsum|\bundefined\b|\bnull\b|\bNaN\b|\[object|\$\{/i);
      expect(text).not.toMatch(/\s{2,}|\s[,.;:]/);
    }
  });

  it("gives every page a meta description of a useful length", () => {
    for (const { description } of [home, loyalty, contact, notFound]) {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(170);
    }
  });
});
