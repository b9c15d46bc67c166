import { describe, expect, it } from "vitest";
import { parseMoney } from "./money";

describe("parseMoney", () => {
  it.each([
    ["100", 100],
    ["100,00", 100],
    ["100.00", 100],
    ["R$ 100,00", 100],
    ["r$100", 100],
    ["1.500", 1500],
    ["1.500,00", 1500],
    ["1.500,5", 1500.5],
    ["80,50", 80.5],
    ["80.5", 80.5],
    ["12.345.678,90", 12345678.9],
    [" 90 ", 90],
    ["0", 0],
  ])("reads %j as %d", (typed, value) => {
    expect(parseMoney(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ["1,500", /dois jeitos/],
    ["", /digite o valor/],
    ["-80", /sinal de menos/],
    ["80 reais", /só números/],
    ["1,2,3", /uma vírgula só/],
    ["1,500.00", /ponto para os milhares/],
    ["80,123", /dois jeitos/],
    ["1.234,567", /dois dígitos de centavos/],
    ["15.00.0", /pontos dos milhares/],
    ["1.50.000", /pontos dos milhares/],
    ["80.", /centavos depois do ponto/],
  ])("refuses %j, saying why in Portuguese", (typed, message) => {
    const parsed = parseMoney(typed);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
