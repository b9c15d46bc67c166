import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { formatMoney } from "../../src/lib/format";
import { digitsOf } from "../../src/lib/links";
import { reviewRequest } from "../../src/content/owner-kit";
import { business as other } from "../fixtures/other-business";
import { readQrSvg } from "../helpers/qr";

// The site built for a second business (tests/fixtures/other-business.ts, through SITE_BUSINESS_FILE): every
// page, every host's file and the owner's kit must follow the facts file. Nothing of the shipped business (its
// names, numbers, address, towns, prices, domain) may be left anywhere in that build.
const root = new URL("../../", import.meta.url).pathname;
const temp = mkdtempSync(path.join(tmpdir(), "site-other-"));
const out = path.join(temp, "dist");
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Compressed copies and images hold no text to read. */
const TEXT = /\.(html|css|js|json|svg|xml|txt|csv|webmanifest|vcf)$|(^|\/)(_headers|\.htaccess)$/;
/** A file's text as a reader gets it: character references and percent-encoded URLs decoded. */
const readable = (text: string) =>
  text
    .replace(/&(nbsp|#160|#xa0);/gi, "\u00a0")
    .replace(/&(#39|#x27|apos);/gi, "'")
    .replace(/&amp;/g, "&")
    .replace(/(%[\da-f]{2})+/gi, (encoded) => {
      try {
        return decodeURIComponent(encoded);
      } catch {
        return encoded;
      }
    });

let files: Array<{ name: string; text: string }> = [];

beforeAll(() => {
  const astro = path.join(root, "node_modules/astro/bin/astro.mjs");
  const run = spawnSync(process.execPath, [astro, "build", "--outDir", out], {
    cwd: root,
    encoding: "utf8",
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: "1",
      SITE_BUSINESS_FILE: path.join(root, "tests/fixtures/other-business.ts"),
    },
  });
  if (run.status !== 0) throw new Error(`the build for another business failed:\n${run.stdout}\n${run.stderr}`);
  const deploy = (name: string) => ({
    name: `deploy/${name}`,
    text: readFileSync(path.join(temp, "deploy", name), "utf8"),
  });
  files = [
    ...readdirSync(out, { recursive: true, encoding: "utf8" })
      .map((name) => name.split(path.sep).join("/"))
      .filter((name) => TEXT.test(name))
      .map((name) => ({ name, text: readable(readFileSync(path.join(out, name), "utf8")) })),
    deploy("security-headers.conf"),
    deploy("page-csp.conf"),
  ];
}, 180_000);

describe("the site built for another business", () => {
  it("keeps nothing of the shipped business in any file: names, numbers, address, towns, prices, domain", () => {
    const prices = [
      ...(business.prices?.visit.map((group) => group.fee) ?? []),
      business.prices?.diagnosis.fee,
      business.preventivePlan?.pricePerMachine,
      business.loyalty.minServiceValue,
    ].filter((fee): fee is number => fee !== undefined);
    const old = [
      business.brandName,
      business.legalName,
      business.cnpj,
      digitsOf(business.cnpj),
      business.phone.display,
      digitsOf(business.phone.e164),
      digitsOf(business.whatsapp),
      business.email,
      business.address.street,
      business.address.postalCode,
      new URL(business.siteUrl).host,
      business.technician.name,
      ...business.areaServed.filter((town) => !other.areaServed.includes(town)),
      ...prices.map(formatMoney),
    ];
    expect(files.length).toBeGreaterThan(20);
    const left = files.flatMap(({ name, text }) =>
      old.filter((value) => text.includes(value)).map((v) => `${name}: ${v}`),
    );
    expect(left).toEqual([]);
  });

  it("says the other business's facts on its pages, in its host files and in the owner's kit", () => {
    const text = (name: string) => files.find((file) => file.name === name)?.text ?? "";
    expect(text("index.html")).toContain(other.brandName);
    expect(text("contato.html")).toContain(other.phone.display);
    expect(text("kit-do-dono/google-perfil.txt")).toContain(other.address.city);
    expect(text("kit-do-dono/google-perfil.txt")).toContain('"Temporariamente fechado"');
    expect(text("kit-do-dono/whatsapp.txt")).toContain(other.technician.name.split(" ")[0]);
    expect(text("robots.txt")).toContain(new URL(other.siteUrl).host);
    expect(text("_headers")).toContain("Content-Security-Policy");
  });

  it("gives the review card its QR code of the profile's review link, and the WhatsApp kit its message", () => {
    const card = files.find((file) => file.name === "kit-do-dono/avaliacao.html")?.text ?? "";
    expect(readQrSvg(/<svg[^>]*role="img"[^>]*>[\s\S]*?<\/svg>/.exec(card)?.[0] ?? "")).toBe(other.googleReviewUrl);
    expect(files.find((file) => file.name === "kit-do-dono/whatsapp.txt")?.text).toContain(
      `/AVALIACAO\n${reviewRequest(other)!.message}`,
    );
  });

  it("leaves out what the other business does not offer: no plan page", () => {
    expect(existsSync(path.join(out, "manutencao-preventiva.html"))).toBe(false);
    expect(files.some(({ text }) => text.includes("/manutencao-preventiva"))).toBe(false);
  });
});
