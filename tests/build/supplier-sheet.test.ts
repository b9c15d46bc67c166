import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { SUPPLIER_SHEET_PATH, supplierSheet } from "../../src/content/supplier-sheet";
import { DIST, pageAt } from "./dist";

// The supplier sheet a factory's purchasing department asks for: from the facts alone, linked from /contato,
// printable, out of search, with no script. A part whose facts are absent is left out (the other business's
// build runs these checks without a plan or payment facts).

const text = (el: Element | null | undefined) => el?.textContent?.replace(/[^\S\u00a0]+/g, " ").trim() ?? "";
const sheet = supplierSheet(business);
const page = pageAt(SUPPLIER_SHEET_PATH);

describe("the supplier sheet", () => {
  it("is linked from /contato", () => {
    const links = [...pageAt("/contato").document.querySelectorAll(`a[href="${SUPPLIER_SHEET_PATH}"]`)];
    expect(links.length).toBe(1);
  });

  it("lists each part's facts, and only the parts whose facts exist", () => {
    const sections = [...page.document.querySelectorAll("main section[aria-label]")];
    expect(sections.map((section) => text(section.querySelector("h2")))).toEqual(sheet.sections.map((s) => s.title));
    const rows = sections.map((section) =>
      [...section.querySelectorAll("dl > div")].map((row) => [
        text(row.querySelector("dt")),
        text(row.querySelector("dd")),
      ]),
    );
    expect(rows).toEqual(sheet.sections.map((s) => s.rows.map(({ label, value }) => [label, value])));
    const all = text(page.document.body);
    for (const fact of [business.legalName, business.cnpj, business.address.postalCode, business.email])
      expect(all).toContain(fact);
    expect(sheet.sections.some((s) => s.title === "Plano de manutenção preventiva")).toBe(!!business.preventivePlan);
    expect(all.includes("NFS-e")).toBe(business.issuesInvoice);
  });

  it("is out of search and of the sitemap, and runs no script", () => {
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(readFileSync(`${DIST}/sitemap-0.xml`, "utf8")).not.toContain(SUPPLIER_SHEET_PATH);
    expect(page.document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  });
});
