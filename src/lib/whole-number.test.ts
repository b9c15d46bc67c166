import { describe, expect, it } from "vitest";
import { parseWholeNumber } from "./whole-number";

describe("parseWholeNumber", () => {
  it.each([
    ["30", 30],
    [" 30 ", 30],
    ["0", 0],
    ["1.500", 1500],
    ["10%", 10],
    ["10 %", 10],
  ])("reads %j as %d", (typed, value) => {
    expect(parseWholeNumber(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ["", /digite um número/],
    ["7,5", /inteiro, sem vírgula nem ponto/],
    ["7.5", /inteiro, sem vírgula nem ponto/],
    ["1.50", /inteiro, sem vírgula nem ponto/],
    ["30,", /inteiro, sem vírgula nem ponto/],
    ["-3", /sinal de menos/],
    ["30 dias", /só números/],
    ["trinta", /só números/],
  ])("refuses %j, saying why in Portuguese", (typed, message) => {
    const parsed = parseWholeNumber(typed);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
