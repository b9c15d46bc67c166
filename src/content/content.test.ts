import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { formatHour, formatMoney } from "../lib/format";
import { contact } from "./contact";
import { home } from "./home";
import { loyalty } from "./loyalty";
import { notFound } from "./not-found";
import { stoppedMachine } from "./stopped-machine";

const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value as object).flatMap(texts);

describe("page copy", () => {
  it("reads the loyalty levels from the facts file", () => {
    for (const level of business.loyalty.levels) {
      expect(loyalty.description).toContain(`${level.discountPercent}%`);
      expect(loyalty.steps.items[1]!.text).toContain(level.name);
    }
  });

  it("gives the home page's key facts from the facts file", () => {
    const detail = (id: string) => home.keyFacts.find((fact) => fact.id === id)?.detail ?? "";
    expect(detail("garantia")).toContain(`${business.guaranteeDays} dias`);
    for (const town of business.areaServed) expect(detail("cidades")).toContain(town);
    // The same-day rule is its own fact, or part of the visit fee of exactly its towns.
    const sameDay = detail("parada") || detail("visita");
    for (const town of business.sameDayVisit.towns) expect(sameDay).toContain(town);
    expect(sameDay).toContain(`até as ${business.sameDayVisit.callsBefore.replace(":00", "h")}`);
    expect(detail("horario")).toContain(business.openingHours[0]!.days);
    expect(detail("garantia").includes("nota fiscal")).toBe(business.issuesInvoice);
    // The buyer's last questions, each where its fact exists: a visit's price, payment, pickup, the plan.
    for (const [id, fact] of Object.entries({
      visita: business.prices,
      pagamento: business.payment,
      retirada: business.logistics?.pickup && !detail("visita").includes("retirada e entrega"),
      plano: business.preventivePlan,
    }))
      expect(
        home.keyFacts.some((f) => f.id === id),
        id,
      ).toBe(!!fact);
    for (const group of business.prices?.visit ?? []) expect(detail("visita")).toContain(formatMoney(group.fee));
    expect(home.hero.badge).toBe(`Desde ${business.foundedYear} · Garantia de ${business.guaranteeDays} dias`);
  });

  it("names the technician and backs the 'certified' claim with his credential", () => {
    const { technician } = business;
    expect(home.experience.lead).toContain(technician.name);
    const certified = home.experience.claims.find((claim) => claim.title === "Técnico certificado")!;
    expect(certified.text).toContain(technician.credential.title);
    expect(certified.text).toContain(technician.credential.issuer);
    expect(JSON.stringify(home)).not.toMatch(/técnicos certificados/i);
  });

  it("gives the stopped-machine lane the hours, the same-day visit and the after-hours rule of the facts", () => {
    const [first] = business.openingHours;
    expect(stoppedMachine.hours).toContain(`${formatHour(first!.opens)} às ${formatHour(first!.closes)}`);
    for (const town of business.sameDayVisit.towns) expect(stoppedMachine.sameDay).toContain(town);
    expect(stoppedMachine.afterHours).toBe(business.afterHours);
  });

  it("puts the business's town and district in the copy that names them", () => {
    expect(home.hero.title).toContain(business.address.city);
    expect(contact.description).toContain(`${business.address.district} de ${business.address.city}`);
  });

  it.each(Object.entries({ home, loyalty, contact, notFound, stoppedMachine }))(
    "%s has no placeholder or leaked value",
    (_, copy) => {
      for (const text of texts(copy)) {
        expect(text).not.toMatch(/lorem|ipsum|\bundefined\b|\bnull\b|\bNaN\b|\[object|\$\{/i);
        expect(text).not.toMatch(/\s{2,}|\s[,.;:]/);
      }
    },
  );

  it("gives every page a meta description of a useful length", () => {
    for (const { description } of [home, loyalty, contact, notFound]) {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(170);
    }
  });
});
