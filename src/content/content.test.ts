import { describe, expect, it } from "vitest";
import { business } from "../config/business";
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
    for (const town of business.sameDayVisit.towns) expect(detail("parada")).toContain(town);
    expect(detail("parada")).toContain(business.sameDayVisit.callsBefore.replace(":00", "h"));
    expect(detail("horario")).toContain(business.openingHours[0]!.days);
    expect(home.keyFacts.some((fact) => fact.id === "nota")).toBe(business.issuesInvoice);
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
    expect(stoppedMachine.hours).toContain("7h30 às 18h");
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
