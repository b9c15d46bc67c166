import { describe, expect, it } from "vitest";
import { breakPieces } from "./breaks";

describe("breakPieces", () => {
  it("keeps phone numbers, the CNPJ and the CEP whole", () => {
    expect(breakPieces("Ligue (19) 99876-5432 ou (19) 3456-7890. CNPJ 12.345.678/0001-95, CEP 13465-020.")).toEqual([
      { kind: "text", text: "Ligue " },
      { kind: "whole", text: "(19) 99876-5432" },
      { kind: "text", text: " ou " },
      { kind: "whole", text: "(19) 3456-7890" },
      { kind: "text", text: ". CNPJ " },
      { kind: "whole", text: "12.345.678/0001-95" },
      { kind: "text", text: ", CEP " },
      { kind: "whole", text: "13465-020" },
      { kind: "text", text: "." },
    ]);
  });

  it("lets an e-mail address break only after @ and before the domain's ending", () => {
    expect(breakPieces("escreva para contato@oliveiramanutencao.com.br.")).toEqual([
      { kind: "text", text: "escreva para " },
      { kind: "email", parts: ["contato@", "oliveiramanutencao", ".com.br"] },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps a machine sticker's code whole", () => {
    expect(breakPieces("Máquina OLV-0001")).toEqual([
      { kind: "text", text: "Máquina " },
      { kind: "whole", text: "OLV-0001" },
    ]);
  });

  it("leaves other text alone", () => {
    expect(breakPieces("Sem números aqui")).toEqual([{ kind: "text", text: "Sem números aqui" }]);
  });
});
