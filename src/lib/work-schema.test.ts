import { describe, expect, it } from "vitest";
import { z } from "zod";
import { workSchema } from "./work-schema";

const schema = workSchema({
  photo: z.string(),
  family: z.string(),
  towns: ["Americana", "Nova Odessa"],
  today: "2026-12-01",
});
const entry = {
  photo: "./reta.webp",
  alt: "Máquina reta com o cabeçote inclinado",
  caption: "Revisão completa",
  machine: "Reta eletrônica",
  family: "retas-e-pespontadeiras",
  town: "Americana",
  date: new Date("2026-11-18T00:00:00Z"),
};
const messages = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("a job photo's entry", () => {
  it("takes an entry as the form writes it", () => {
    expect(schema.safeParse(entry).success).toBe(true);
    expect(schema.safeParse({ ...entry, date: "2026-12-01" }).success).toBe(true);
  });

  it("takes only a town served, saying which", () => {
    expect(messages({ ...entry, town: "Piracicaba" })).toEqual([
      "town: escolha uma das cidades atendidas (Americana, Nova Odessa)",
    ]);
  });

  it("takes no day after the build's, nor anything that is not a day", () => {
    expect(messages({ ...entry, date: "2026-12-02" })).toEqual([
      "date: a data do trabalho não pode ser depois de hoje",
    ]);
    expect(messages({ ...entry, date: "ontem" })).toEqual(["date: informe a data do trabalho, no formato 2026-11-20"]);
  });

  it("takes no entry without its description for blind visitors", () => {
    const { alt: _, ...withoutAlt } = entry;
    expect(messages(withoutAlt)?.[0]).toMatch(/^alt: /);
    expect(messages({ ...entry, alt: "  " })?.[0]).toMatch(/^alt: /);
  });
});
