import { describe, expect, it } from "vitest";
import { parsePhone } from "./phone";
import { PHONE_PATTERN } from "./business-schema";

describe("parsePhone", () => {
  it.each([
    ["19991234567", "(19) 99123-4567"],
    ["(19) 99123-4567", "(19) 99123-4567"],
    ["19 99123 4567", "(19) 99123-4567"],
    ["+55 19 99123-4567", "(19) 99123-4567"],
    ["+55(19)991234567", "(19) 99123-4567"],
    ["0055 19 99123-4567", "(19) 99123-4567"],
    ["019 99123-4567", "(19) 99123-4567"],
    ["(019) 3456 7890", "(19) 3456-7890"],
    ["1934567890", "(19) 3456-7890"],
  ])("writes %j as %j", (typed, value) => {
    expect(parsePhone(typed)).toEqual({ ok: true, value });
    expect(value).toMatch(PHONE_PATTERN);
  });

  it.each([
    ["199912345", /^faltam 2 números/],
    ["1999123456", /^faltam 1 número:/],
    ["99123-4567", /^faltam 2 números/],
    ["199912345678", /^sobram 1 número/],
    ["+1 415 555 0100", /Brasil/],
    ["(10) 3456-7890", /DDD 10 não existe/],
    ["(19) 1456-7890", /celular começa com 9/],
    ["19 9912-ABCD", /só os números/],
    ["", /com DDD/],
  ])("refuses %j, saying what is missing or wrong", (typed, message) => {
    const parsed = parsePhone(typed);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
