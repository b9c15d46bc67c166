import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { costExamples } from "../../src/content/conditions";
import { home } from "../../src/content/home";
import { preventivePlanPage } from "../../src/content/preventive-plan";
import { priorityOf } from "../../src/content/priority";
import { sampleReport } from "../../src/content/sample-report";
import { servicePages } from "../../src/content/service-pages";
import { families } from "../helpers/families";
import { builtPages, DIST, pageAt } from "./dist";

// The contract a production manager reads before calling: what a job costs in the end (worked examples), the
// plan's terms and its sample report, one order of priority. Each from the facts; an absent fact shows nothing
// (the other business's build runs these same checks without any of them).

const text = (el: Element | null | undefined) => el?.textContent?.replace(/[^\S\u00a0]+/g, " ").trim() ?? "";
const texts = (root: Document | Element, selector: string) => [...root.querySelectorAll(selector)].map(text);
const examples = costExamples(business);
const priority = priorityOf(business);
const REPORT = "/manutencao-preventiva/relatorio-exemplo";

describe("what a repair costs in the end", () => {
  const doc = pageAt("/servicos").document;

  it("/servicos works out the examples from the prices, under #custo, or shows no such section", () => {
    const heading = doc.getElementById("custo");
    if (!examples.length) {
      expect(heading).toBeNull();
      expect(text(doc.body)).not.toContain(servicePages.cost.title);
      return;
    }
    expect(text(heading)).toBe(servicePages.cost.title);
    const cards = [...heading!.parentElement!.querySelectorAll("li:has(h4)")];
    expect(
      cards.map((card) => ({
        title: text(card.querySelector("h4")),
        lines: texts(card, "ul li"),
        total: text(card.querySelector("p")),
      })),
    ).toEqual(examples);
  });

  it("home's visit fee leads to the examples when there are some", () => {
    const visit = home.keyFacts.find((fact) => fact.id === "visita");
    const link = pageAt("/").document.querySelector('main a[href="/servicos#custo"]');
    expect(!!link).toBe(examples.length > 0 && !!visit);
  });

  it('no page says "sem compromisso", and "grátis" names the photo estimate only where the facts offer it', () => {
    for (const page of builtPages) {
      const body = text(page.document.body);
      expect(body, page.path).not.toMatch(/sem compromisso/i);
      if (!business.prices?.freePhotoEstimate) expect(body, page.path).not.toMatch(/estimativa (é )?grátis/i);
    }
  });
});

describe("the plan's terms and its sample report", () => {
  const plan = business.preventivePlan;

  it("the plan page links to the sample report, which exists only with a plan", () => {
    const report = builtPages.find((page) => page.path === REPORT);
    if (!plan) return expect(report).toBeUndefined();
    const link = pageAt("/manutencao-preventiva").document.querySelector(`main a[href="${REPORT}"]`);
    expect(text(link)).toBe(preventivePlanPage.sections.reportLink);
    expect(report).toBeDefined();
  });

  it("the sample report says it is an example, lists each family's checklist, and is out of search, scriptless and printable", () => {
    if (!plan) return;
    const page = pageAt(REPORT);
    const content = sampleReport(business, families);
    const doc = page.document;
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(text(doc.querySelector("main"))).toContain(content.badge);
    expect(texts(doc, "main h2")).toEqual(content.machines.map((machine) => machine.title));
    expect([...doc.querySelectorAll("main table")].map((table) => texts(table, "tbody td:first-child"))).toEqual(
      content.machines.map((machine) => machine.checklist),
    );
    expect(page.html).toMatch(/@media print/);
    expect(readFileSync(`${DIST}/sitemap-0.xml`, "utf8")).not.toContain("relatorio-exemplo");
  });

  it("the terms carry the plan's terms, an annex after the ten clauses, only with a plan", () => {
    const { document } = pageAt("/termos");
    const annex = document.getElementById("plano");
    expect(!!annex).toBe(!!plan);
    const headings = [...document.querySelectorAll("article h2[id]")].map((h2) => h2.textContent?.trim() ?? "");
    const numbered = headings.filter((heading) => /^\d+\. /.test(heading));
    expect(numbered).toHaveLength(10);
    expect(numbered[8]).toBe("9. Limitação de responsabilidade");
    // After the ten clauses, before the contact box.
    if (plan) expect(headings.at(-2)).toBe("Anexo: Plano de manutenção preventiva");
  });
});

describe("one order of priority", () => {
  it("home, the terms, the loyalty rules and the WhatsApp away message state the same order, or none states one", () => {
    const pages = ["/", "/termos"].map((path) => text(pageAt(path).document.querySelector("main")));
    const away = readFileSync(`${DIST}/kit-do-dono/whatsapp.txt`, "utf8");
    if (!priority) {
      for (const page of pages) expect(page).not.toMatch(/ordem de atendimento|nesta ordem/i);
      expect(away).not.toContain("Ordem de atendimento");
      return;
    }
    const order = priority.inline;
    for (const page of pages) expect(page.toLowerCase()).toContain(order.toLowerCase());
    expect(away.replace(/\s+/g, " ")).toContain(order);
    if (business.loyalty.priorityFrom)
      expect(text(pageAt("/fidelidade").document.querySelector("main"))).toContain(order);
    if (business.technicianAway) {
      expect(pages[1]).toContain(business.technicianAway);
      expect(away.replace(/\s+/g, " ")).toContain(business.technicianAway);
    }
  });
});
