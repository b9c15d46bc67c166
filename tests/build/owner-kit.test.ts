import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { googleBulkCsv, googleProfileSheet, whatsappSheet } from "../../src/content/owner-kit";
import { LABEL_PAPERS, labelCodes, labelPath } from "../../src/lib/machine-labels";
import { KIT_PATH } from "../../src/lib/paths";
import { allPages, DIST } from "./dist";
import { families } from "../helpers/families";

// The owner's kit is written by each build from the facts and the machine families, in their order: the
// files the owner copies from are exactly what the kit's functions make (their content is tested beside them).
const read = (file: string) => readFileSync(`${DIST}${KIT_PATH}/${file}`, "utf8");

describe("the owner's kit in the build", () => {
  it.each([
    ["google-perfil.txt", googleProfileSheet],
    ["google-perfil.csv", googleBulkCsv],
    ["whatsapp.txt", whatsappSheet],
  ] as const)("%s is made from the facts and every machine family", (file, make) => {
    expect(read(file)).toBe(make(business, families));
  });

  it("has a review card only where the facts give the profile's review link", () => {
    expect(existsSync(`${DIST}${KIT_PATH}/avaliacao.html`)).toBe(Boolean(business.googleReviewUrl));
  });

  it("stays out of the sitemap, with the machines' sticker pages", () => {
    expect(readFileSync(`${DIST}/sitemap-0.xml`, "utf8")).not.toContain(KIT_PATH);
    expect(readFileSync(`${DIST}/sitemap-0.xml`, "utf8")).not.toContain("/maquina/");
  });

  it("prints every code of the range on each paper's sheet, and every code so far has its page", () => {
    const sheets = allPages.filter((page) => page.file.startsWith(`${KIT_PATH.slice(1)}/etiquetas/`));
    const machinePages = allPages.filter((page) => page.path.startsWith("/maquina/"));
    if (!business.machineLabels) return expect([...sheets, ...machinePages].map((page) => page.file)).toEqual([]);
    const { prefix, print } = business.machineLabels;
    expect(sheets.map((page) => page.file)).toHaveLength(LABEL_PAPERS.length);
    for (const paper of LABEL_PAPERS) {
      const sheet = allPages.find((page) => page.file === `${KIT_PATH.slice(1)}/etiquetas/${paper.id}.html`)!;
      const printed = [...sheet.document.querySelectorAll('svg[role="img"]')].map((svg) =>
        svg.getAttribute("aria-label"),
      );
      expect(printed).toEqual(labelCodes(prefix, print.from, print.through));
      expect(sheet.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    }
    expect(machinePages.map((page) => page.path)).toEqual(labelCodes(prefix, 1, print.through).map(labelPath));
  });
});
