import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { costExamples, emergencyPromise, frequencyLabel } from "../../src/content/conditions";
import { home } from "../../src/content/home";
import { preventivePlanPage } from "../../src/content/preventive-plan";
import { priorityOf } from "../../src/content/priority";
import { sampleReport } from "../../src/content/sample-report";
import { servicePages } from "../../src/content/service-pages";
import { formatMoney, upperFirst } from "../../src/lib/format";
import { brandsOf } from "../../src/lib/machines";
import { nextVisit } from "../../src/lib/next-visit";
import { LARGEST_FACTORY, planCosts } from "../../src/lib/plan-cost";
import { families } from "../helpers/families";
import { builtPages, DIST, pageAt } from "./dist";

// The contract a production manager reads before calling: what a job costs in the end (worked examples), the
// plan's terms and its sample report, one order of priority. Each from the facts; an absent fact shows nothing
// (the other business's build runs these same checks without any of them).

const text = (el: Element | null | undefined) => el?.textContent?.replace(/[^\S\u00a0]+/g, " ").trim() ?? "";
const texts = (root: Document | Element, selector: string) => [...root.querySelectorAll(selector)].map(text);
const examples = costExamples(business, families);
const priority = priorityOf(business);
const REPORT = "/manutencao-preventiva/relatorio-exemplo";
const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, i, 1))),
);
/** "10 de março de 2026" -> "2026-03-10"; anything else fails the check. */
const isoDate = (written: string) => {
  const [, day, month, year] = /^(\d{1,2}) de (\p{L}+) de (\d{4})$/u.exec(written) ?? [];
  expect(MONTHS, written).toContain(month);
  return `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, "0")}-${day!.padStart(2, "0")}`;
};

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

  it("the sample report is out of search, scriptless and printable, one sheet per machine with its family's checklist", () => {
    if (!plan) return;
    const page = pageAt(REPORT);
    const content = sampleReport(business, families);
    const doc = page.document;
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    const sheets = [...doc.querySelectorAll("main article")];
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.map((sheet) => text(sheet.querySelector("h2")))).toEqual(content.machines.map((m) => m.title));
    expect(sheets.map((sheet) => texts(sheet, '[data-table="checklist"] tbody td:first-child'))).toEqual(
      content.machines.map((machine) => machine.checklist.map((row) => row.item)),
    );
    expect(sheets.map((sheet) => texts(sheet, '[data-table="checklist"] tbody td:last-child'))).toEqual(
      content.machines.map((machine) => machine.checklist.map((row) => row.done)),
    );
    expect(page.html).toMatch(/@media print/);
    expect(readFileSync(`${DIST}/sitemap-0.xml`, "utf8")).not.toContain("relatorio-exemplo");
  });

  it("the sample report is filled and marked as an example on every sheet: client, date, one frequency, each machine's brand, model and series, parts with quantities, next visit", () => {
    if (!plan) return;
    const content = sampleReport(business, families);
    const main = pageAt(REPORT).document.querySelector("main")!;
    // The business's CNPJ, next to its legal name: no other CNPJ (the invented client has none).
    expect(
      text(main)
        .match(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/g)
        ?.every((cnpj) => cnpj === business.cnpj),
    ).toBe(true);
    expect(text(main)).toMatch(/\bexemplo\b/i);
    const brands = brandsOf(families);
    const frequencies = plan.everyMonths.map((months) => upperFirst(frequencyLabel(months)));
    for (const [i, sheet] of [...main.querySelectorAll("article")].entries()) {
      const where = `sheet ${i + 1}`;
      expect(texts(sheet, "header p"), where).toEqual([
        content.sheetTitle,
        business.legalName,
        `CNPJ ${business.cnpj}`,
        content.mark,
      ]);
      expect(text(sheet), where).not.toContain(business.brandName);
      const field = (label: string) => {
        const term = [...sheet.querySelectorAll("dt")].find((dt) => text(dt) === label);
        return text(term?.nextElementSibling);
      };
      expect(field("Cliente"), where).not.toBe("");
      const visit = isoDate(field("Data da visita"));
      const frequency = field("Frequência");
      expect(frequencies, where).toContain(frequency);
      const months = plan.everyMonths[frequencies.indexOf(frequency)]!;
      const next = isoDate(field("Próxima visita"));
      expect(next, where).toBe(nextVisit(visit, months, { saturdays: plan.saturdays, closures: business.closures }));
      expect(field("Folha"), where).toMatch(new RegExp(`^${i + 1} de \\d+$`));
      expect(brands, where).toContain(field("Marca"));
      expect(field("Modelo"), where).not.toBe("");
      expect(field("Nº de série"), where).not.toBe("");
      const rows = (table: string) =>
        [...sheet.querySelectorAll(`[data-table="${table}"] tbody tr`)].map((row) => texts(row, "td"));
      const measurements = rows("measurements");
      expect(measurements.length, where).toBeGreaterThan(0);
      for (const cells of measurements) expect(cells.every(Boolean), where).toBe(true);
      const parts = rows("parts");
      expect(parts.length, where).toBeGreaterThan(0);
      for (const [name, quantity] of parts) {
        expect(name, where).not.toBe("");
        expect(quantity, where).toMatch(/^\d+(,\d+)?\u00a0(un\.|L)$/);
      }
      expect(text(sheet.querySelector("h3:last-of-type + p")), where).not.toBe("");
    }
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

describe("the plan worked out for the buyer's size, and the emergency's promise", () => {
  const plan = business.preventivePlan;

  it.runIf(plan)("the plan page shows each size's visit days, round and yearly prices, from the facts", () => {
    const section = pageAt("/manutencao-preventiva")!.document.querySelector('[aria-labelledby="custo-plano"]');
    const cardElements = [...section!.querySelectorAll(":scope li:has(> h3)")];
    const cards = cardElements.map(text);
    const costs = planCosts(plan!);
    expect(cards).toHaveLength(costs.length);
    for (const [i, cost] of costs.entries()) {
      expect(cards[i]).toContain(`${cost.machines} máquinas`);
      expect(cards[i]).toContain(`${cost.visitDays} ${cost.visitDays === 1 ? "dia" : "dias"} de visita por rodada`);
      expect(cards[i]).toContain(`${formatMoney(cost.perRound)} por rodada`);
      // Under "Por ano", each frequency beside its price.
      expect(cards[i]).toContain("Por ano");
      const yearly = [...cardElements[i]!.querySelectorAll("dt")].map((dt) => [text(dt), text(dt.nextElementSibling)]);
      expect(yearly).toEqual(
        cost.perYear.map(({ everyMonths, price }) => [upperFirst(frequencyLabel(everyMonths)), formatMoney(price)]),
      );
    }
    expect(Math.max(...costs.map((cost) => cost.machines))).toBe(LARGEST_FACTORY);
  });

  it("/servicos says the emergency's promise where home's emergency card leads, or neither when there is none", () => {
    const emergency = business.prices?.emergency;
    const services = pageAt("/servicos")!.document;
    const card = [...pageAt("/")!.document.querySelectorAll("a")].find(
      (a) => a.getAttribute("href") === "/servicos#emergencia",
    );
    if (!emergency) {
      expect(services.getElementById("emergencia")).toBeNull();
      expect(card).toBeUndefined();
      return;
    }
    expect(card).toBeDefined();
    expect(text(services.getElementById("emergencia"))).toContain(emergencyPromise(business, emergency));
  });
});
