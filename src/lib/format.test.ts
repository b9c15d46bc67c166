import { describe, expect, it } from "vitest";
import {
  formatHour,
  formatList,
  formatMinutes,
  formatMoney,
  formatMonth,
  formatOpeningHours,
  formatPhone,
  lowerFirst,
  upperFirst,
} from "./format";

describe("formatHour", () => {
  it.each([
    ["07:30", "7h30"],
    ["18:00", "18h"],
    ["08:05", "8h05"],
    ["00:00", "0h"],
  ])("%s reads %s", (time, expected) => {
    expect(formatHour(time)).toBe(expected);
  });
});

describe("formatOpeningHours", () => {
  it("writes the periods as a Brazilian sentence", () => {
    const periods = [
      { days: "Segunda a sexta", opens: "07:30", closes: "18:00" },
      { days: "Sábado", opens: "08:00", closes: "12:00" },
    ];
    expect(formatOpeningHours(periods)).toBe("Segunda a sexta, das 7h30 às 18h; sábado, das 8h às 12h");
  });
});

describe("formatList", () => {
  it("joins with commas and a final 'e'", () => {
    expect(formatList(["Americana", "Limeira", "Campinas"])).toBe("Americana, Limeira e Campinas");
    expect(formatList(["Americana"])).toBe("Americana");
    expect(formatList(["pelo telefone", "por e-mail"], "disjunction")).toBe("pelo telefone ou por e-mail");
  });
});

describe("formatPhone", () => {
  it("writes a Brazilian number as people read it", () => {
    expect(formatPhone("+5519998765432")).toBe("(19) 99876-5432");
    expect(formatPhone("+551934567890")).toBe("(19) 3456-7890");
  });
});

describe("formatMoney", () => {
  it("writes reais the Brazilian way, never broken between R$ and the amount", () => {
    expect(formatMoney(150)).toBe("R$\u00a0150,00");
    expect(formatMoney(1234.5)).toBe("R$\u00a01.234,50");
  });
});

describe("a phrase's first letter", () => {
  it("is raised for the start of a sentence or lowered for its middle, the rest as written", () => {
    expect(upperFirst("fora do horário, na Rua XV")).toBe("Fora do horário, na Rua XV");
    expect(lowerFirst("Segunda a sexta")).toBe("segunda a sexta");
    expect(upperFirst("")).toBe("");
  });
});

describe("formatMonth", () => {
  it("names the month and the year of a day, whatever the machine's time zone", () => {
    expect(formatMonth("2026-11-01")).toBe("novembro de 2026");
    expect(formatMonth("2027-01-31")).toBe("janeiro de 2027");
  });
});

describe("formatMinutes", () => {
  it("writes a time worked in hours and minutes, in words", () => {
    expect(formatMinutes(100)).toBe("1 hora e 40 minutos");
    expect(formatMinutes(60)).toBe("1 hora");
    expect(formatMinutes(120)).toBe("2 horas");
    expect(formatMinutes(135)).toBe("2 horas e 15 minutos");
    expect(formatMinutes(20)).toBe("20 minutos");
    expect(formatMinutes(61)).toBe("1 hora e 1 minuto");
  });
});
