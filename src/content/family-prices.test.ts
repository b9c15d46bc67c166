import { describe, expect, it } from "vitest";
import { families } from "../../tests/helpers/families";
import { business } from "../config/business";
import { formatMoney } from "../lib/format";
import { familyPrices } from "./family-prices";

const family = (id: string) => families.find((candidate) => candidate.id === id)!;

describe("a machine family's prices", () => {
  it("give its common repair's labour, the hourly rate with its unit, its parts and the month they were quoted", () => {
    const bordadeiras = family("bordadeiras");
    const range = business.prices!.labour!.byMachine.find((r) => r.family === "bordadeiras")!;
    const prices = familyPrices(business, bordadeiras)!;
    expect(prices.labour).toEqual([
      {
        term: "Conserto comum",
        detail: `${formatMoney(range.from)} a ${formatMoney(range.through)} de mão de obra, sem as peças`,
      },
      { term: "Hora de trabalho", detail: expect.stringMatching(/^R\$\u00a090,00 por hora, cobrada em frações de/) },
    ]);
    expect(prices.parts!.note).toMatch(/^Preços de referência de novembro de 2026,/);
    expect(prices.parts!.rows).toEqual(
      bordadeiras.data.parts!.items.map((item) => ({
        part: item.part,
        price: `${formatMoney(item.from)} a ${formatMoney(item.through)}`,
      })),
    );
    expect(prices.link.href).toBe("/servicos#custo");
  });

  it("leave out the labour range of a family the prices give none, and the parts of a family without them", () => {
    const motores = family("motores-e-servomotores");
    expect(business.prices!.labour!.byMachine.some((range) => range.family === motores.id)).toBe(false);
    const prices = familyPrices(business, { ...motores, data: { ...motores.data, parts: undefined } })!;
    expect(prices.labour.map((item) => item.term)).toEqual(["Hora de trabalho"]);
    expect(prices.parts).toBeUndefined();
  });

  it("lead to the prices where no example is worked out, and name none without the business's prices", () => {
    const noExamples = { ...business, prices: { ...business.prices!, labour: undefined } };
    const prices = familyPrices(noExamples, family("bordadeiras"))!;
    expect(prices.labour).toEqual([]);
    expect(prices.link.href).toBe("/servicos#precos-titulo");
    expect(familyPrices({ ...business, prices: undefined }, family("bordadeiras"))).toBeUndefined();
  });
});
