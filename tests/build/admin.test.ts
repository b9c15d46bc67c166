// The owner's forms (/admin, Sveltia CMS) as built: not one of the site's pages (out of search, of the sitemap
// and of the page lists), served from the site alone (the CMS, its Portuguese strings and its fonts in
// /_astro/, no CDN in its policy), and its configuration valid for the CMS and made from this build's facts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseCsp, metaCspOf } from "../../integrations/csp";
import { ADMIN_PAGE } from "../../integrations/files.mjs";
import { importsOf } from "../../integrations/scripts";
import { asTheFormsWrite } from "../../src/lib/admin-config";
import { FACTS_DIR, factsInput } from "../../src/config/business";
import { FACTS_PARTS, partFile } from "../../src/lib/facts-files";
import { allPages, DIST, ROOT } from "./dist";

const html = readFileSync(path.join(DIST, ADMIN_PAGE.file), "utf8");
const policy = new Map(parseCsp(metaCspOf(html)!));
const config = parse(readFileSync(path.join(DIST, "admin/config.yml"), "utf8"));
const assets = readdirSync(path.join(DIST, "_astro"));

/** Every file of /_astro/ the forms' script loads, statically or on demand, from its entry on. */
function bundle(): string[] {
  const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  const seen = new Set<string>();
  const queue = entry ? [entry] : [];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url) || !url.startsWith("/_astro/")) continue;
    seen.add(url);
    if (url.endsWith(".js")) queue.push(...importsOf(readFileSync(path.join(DIST, url), "utf8"), url));
  }
  return [...seen];
}

describe("the owner's forms (/admin)", () => {
  it("are not one of the site's pages: out of the page lists, kept out of search", () => {
    expect(allPages.map((page) => page.file)).not.toContain(ADMIN_PAGE.file);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(readFileSync(path.join(DIST, "sitemap-0.xml"), "utf8")).not.toContain("/admin");
  });

  it("run the CMS from the site under a policy of their own: scripts only from the site, no CDN", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://api.github.com"]));
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect([...policy.values()].flat().filter((source) => /unpkg|jsdelivr/.test(source))).toEqual([]);
  });

  it("load the CMS, its Portuguese strings and its fonts from /_astro/", () => {
    const files = bundle();
    expect(
      files.some((file) => /^\/_astro\/pt-BR\.[\w-]+\.js$/.test(file)),
      "the pt-BR strings",
    ).toBe(true);
    expect(files.length).toBeGreaterThan(3);
    const code = files
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(DIST, file), "utf8"));
    // Its stylesheet's own @font-face rules pointed at jsDelivr (integrations/admin-bundle.mjs takes them out).
    expect(code.filter((text) => text.includes("cdn.jsdelivr.net"))).toEqual([]);
    for (const font of ["source-sans-3", "material-symbols-outlined"]) {
      const name = assets.find((asset) => asset.startsWith(font) && asset.endsWith(".woff2"));
      expect(name, font).toBeTruthy();
      expect(
        code.some((text) => text.includes(`_astro/${name}`) || text.includes(name!)),
        font,
      ).toBe(true);
    }
  });

  it("get a configuration Sveltia CMS accepts, made from this build's facts", () => {
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, "node_modules/@sveltia/cms/schema/sveltia-cms.json"), "utf8"),
    );
    const validate = new Ajv({ allErrors: true, strict: false, formats: { regex: true, uri: true } }).compile(schema);
    validate(config);
    expect(validate.errors ?? []).toEqual([]);
    const [facts] = config.collections;
    // One form per facts file of this build's folder.
    const folder = path.relative(ROOT, path.resolve(ROOT, FACTS_DIR)).split(path.sep).join("/");
    expect(facts.files.map((file: { file: string }) => file.file)).toEqual(
      FACTS_PARTS.map(({ name }) => `${folder}/${partFile(name)}`),
    );
    const cities = facts.files.find((file: { name: string }) => file.name === "cidades");
    const sameDay = cities.fields.find((field: { name: string }) => field.name === "sameDayVisit");
    const towns = sameDay.fields.find((field: { name: string }) => field.name === "towns");
    expect(towns.options).toEqual((factsInput as { areaServed: string[] }).areaServed);
  });

  it("find each machine family's file as they write it: a save changes only the lines it edits", () => {
    const machines = config.collections[1];
    const files = readdirSync(path.join(ROOT, machines.folder)).filter((file: string) => file.endsWith(".yaml"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, machines.folder, file), "utf8");
      expect(text, file).toBe(asTheFormsWrite(parse(text), machines.fields));
    }
  });
});
