import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { SHEET_PARTS, SUPPLIER_SHEET_PATH, supplierSheet } from "../../src/content/supplier-sheet";
import { DIST, pageAt } from "./dist";

// The supplier sheet a factory's purchasing department files: from the facts alone, linked from /contato's first
// screen and from the plan's page, printable, out of search, with no script. A part whose facts are absent is
// left out (the other business's build runs these checks without a plan, payment or supplier facts).

const text = (el: Element | null | undefined) => el?.textContent?.replace(/[^\S\u00a0]+/g, " ").trim() ?? "";
const sheet = supplierSheet(business);
const page = pageAt(SUPPLIER_SHEET_PATH);
const supplier = business.supplier;

/** The sheet as built: each part's title, and its rows as [label, value]. */
const built = [...page.document.querySelectorAll("main section[aria-label]")].map((section) => ({
  title: text(section.querySelector("h2")),
  rows: [...section.querySelectorAll("dl > div")].map((row) => [
    text(row.querySelector("dt")),
    text(row.querySelector("dd")),
  ]),
}));
/** The value of a row of a part, or undefined where the sheet has no such row. */
const valueOf = (part: string, label: string | RegExp) =>
  built
    .find((section) => section.title === part)
    ?.rows.find(([name]) => (typeof label === "string" ? name === label : label.test(name!)))?.[1];

describe("the supplier sheet", () => {
  it("is linked from /contato's first screen, before the form, and from the plan's page", () => {
    const contact = pageAt("/contato").document;
    const links = [...contact.querySelectorAll(`a[href="${SUPPLIER_SHEET_PATH}"]`)];
    expect(links.length).toBe(1);
    // In the title band, which the phone's first screen shows whole (tests/e2e/contact.spec.ts measures it).
    expect(links[0]!.closest("main > :first-child")?.querySelector("h1")).not.toBeNull();
    const plan = business.preventivePlan ? pageAt("/manutencao-preventiva").document : undefined;
    expect(plan?.querySelectorAll(`main a[href="${SUPPLIER_SHEET_PATH}"]`).length ?? 0).toBe(plan ? 1 : 0);
  });

  it("lists each part's facts, and only the parts whose facts exist", () => {
    expect(built).toEqual(sheet.sections.map((s) => ({ title: s.title, rows: s.rows.map((r) => [r.label, r.value]) })));
    const all = text(page.document.body);
    for (const fact of [business.legalName, business.cnpj, business.address.postalCode, business.email])
      expect(all).toContain(fact);
    expect(built.some((s) => s.title === SHEET_PARTS.plan)).toBe(!!business.preventivePlan);
    expect(all.includes("NFS-e")).toBe(business.issuesInvoice);
  });

  it("gives the tax registration as the facts have it, or none of it", () => {
    expect(valueOf(SHEET_PARTS.tax, "Inscrição municipal")).toBe(supplier?.municipalRegistration);
    expect(valueOf(SHEET_PARTS.tax, "Regime tributário")).toBe(supplier?.taxRegime);
    expect(valueOf(SHEET_PARTS.tax, "CNAE principal")).toBe(supplier?.cnae);
    expect(built.some((s) => s.title === SHEET_PARTS.tax)).toBe(
      !!(supplier?.municipalRegistration || supplier?.taxRegime || supplier?.cnae),
    );
  });

  it("says who withholds the ISS and how parts are invoiced, where the facts say", () => {
    const iss = valueOf(SHEET_PARTS.invoice, "ISS");
    expect(iss === undefined).toBe(!supplier?.iss);
    if (supplier?.iss) expect(iss).toMatch(supplier.iss === "não retido" ? /^Não retido/ : /^Retido pelo cliente/);
    const parts = valueOf(SHEET_PARTS.invoice, "Peças trocadas");
    expect(parts === undefined).toBe(!supplier?.partsInvoice);
    if (supplier?.partsInvoice)
      expect(parts).toMatch(supplier.partsInvoice === "em nota de venda separada" ? /venda separada/ : /mesma nota/);
  });

  it("says for whom invoiced payment is, and where to pay: the Pix key, the bank account and its holder", () => {
    const methods = valueOf(SHEET_PARTS.payment, "Formas aceitas") ?? "";
    if (business.payment?.invoicedDays)
      expect(methods).toContain(
        `faturamento em ${business.payment.invoicedDays} dias para ${supplier?.invoicedFor ?? "empresas"}`,
      );
    // Not the old "empresas cadastradas", which did not say registered where.
    expect(methods).not.toContain("cadastradas");
    expect(valueOf(SHEET_PARTS.payment, /^Chave Pix \((CNPJ|e-mail|celular|chave aleatória)\)$/)).toBe(
      supplier?.pixKey,
    );
    const account = valueOf(SHEET_PARTS.payment, "Conta bancária");
    const bank = supplier?.bankAccount;
    expect(account).toBe(bank && `${bank.bank} (${bank.code}), agência ${bank.agency}, conta corrente ${bank.account}`);
    expect(valueOf(SHEET_PARTS.payment, "Titular")).toBe(
      bank || supplier?.pixKey ? `${business.legalName}, CNPJ ${business.cnpj}` : undefined,
    );
  });

  it("names the billing contact, where the facts have one", () => {
    const contact = supplier?.billingContact;
    expect(valueOf(SHEET_PARTS.billing, "Nome")).toBe(contact?.name);
    expect(valueOf(SHEET_PARTS.billing, "E-mail")).toBe(contact?.email);
    expect(valueOf(SHEET_PARTS.billing, "Telefone")).toBe(contact?.phone?.display);
  });

  it("is out of search and of the sitemap, and runs no script", () => {
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(readFileSync(`${DIST}/sitemap-0.xml`, "utf8")).not.toContain(SUPPLIER_SHEET_PATH);
    expect(page.document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  });
});
