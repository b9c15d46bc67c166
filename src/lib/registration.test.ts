import { describe, expect, it } from "vitest";
import { isValidCnae, pixKeyKind } from "./registration";

describe("a CNAE code", () => {
  it("is accepted with its class's check digit, as real codes have it", () => {
    for (const code of [
      "3314-7/10", // Manutenção e reparação de máquinas para as indústrias têxtil, do vestuário, do couro e de calçados
      "3314-7/99",
      "4520-0/01", // the remainder 10 gives 0
      "7490-1/04", // the remainder 0 gives 1
      "9529-1/01",
      "9511-8/00",
      "9602-5/01",
      "6201-5/01",
      "4711-3/02",
      "5611-2/01",
      "1412-6/01",
      "8599-6/04",
    ])
      expect(isValidCnae(code), code).toBe(true);
  });

  it("is refused with a wrong check digit or in another form", () => {
    for (const code of ["3314-6/10", "3314-8/10", "4520-1/01", "7490-0/04", "3314710", "33.14-7/10", "3314-7", " "])
      expect(isValidCnae(code), code).toBe(false);
  });
});

describe("a Pix key", () => {
  it("is a CNPJ, an e-mail, a phone as the bank registers it, or a random key", () => {
    expect(pixKeyKind("12.345.678/0001-95")).toBe("cnpj");
    expect(pixKeyKind("financeiro@empresa.com.br")).toBe("email");
    expect(pixKeyKind("+5519998765432")).toBe("phone");
    expect(pixKeyKind("+551934612750")).toBe("phone");
    expect(pixKeyKind("123e4567-e89b-42d3-a456-426614174000")).toBe("random");
  });

  it("is none of them in any other form", () => {
    for (const key of ["12345678000195", "(19) 99876-5432", "5519998765432", "+5519198765432", "financeiro@", "x", ""])
      expect(pixKeyKind(key), key).toBeUndefined();
  });
});
