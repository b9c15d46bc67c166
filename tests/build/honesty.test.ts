import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { photos } from "../../src/content/photos";
import { builtPages } from "./dist";
import { brandsOf } from "../../src/lib/machines";
import { families } from "../helpers/families";

// What the pages claim, to the letter: one technician (never a team), only the industries the machine
// families serve, no stranger's photo beside the technician's story, and each thing said once per page
// (the same-day rule, the brand list; the closing call never right above the stopped-machine box with the
// same two buttons). Each check is a function of a page, tried first on a fixture page that breaks it.

/** Text a visitor can read, <noscript> included (JSDOM parses it as markup). */
const readable = (node: Document | Element) => ("body" in node ? node.body : node).textContent!.replace(/\s+/g, " ");

/** Words for a team, where a sole proprietor works alone. */
const TEAM = /\b(equipes?|técnicos)\b/gi;
/** Industries the families could back, and whether one does. */
const INDUSTRIES = /\b(tecelage(m|ns)|curtumes?|fiaç(ão|ões))\b/gi;
const familyText = JSON.stringify(families.map((family) => family.data)).toLowerCase();
/** The business's brands: every family's. */
const brands = brandsOf(families);

const checks: Record<string, (doc: Document) => string[]> = {
  "one technician, never a team": (doc) => [...readable(doc).matchAll(TEAM)].map((m) => `"${m[0]}"`),
  "only industries a machine family backs": (doc) =>
    [...readable(doc).matchAll(INDUSTRIES)].filter((m) => !familyText.includes(m[0].toLowerCase())).map((m) => m[0]),
  "no stock photo beside the technician, and every stock photo says so": (doc) => [
    ...[...doc.querySelectorAll('[aria-labelledby="experiencia-titulo"] img')]
      .filter((img) => /^https?:/.test(img.getAttribute("src") ?? "") || !business.technician.portrait)
      .map((img) => `photo beside the technician: ${img.getAttribute("alt")}`),
    ...[...doc.querySelectorAll("img")]
      .filter((img) => /^https:/.test(img.getAttribute("src") ?? ""))
      .filter((img) => img.closest("figure")?.querySelector("figcaption")?.textContent !== photos.illustrative)
      .map((img) => `stock photo without "${photos.illustrative}": ${img.getAttribute("alt")}`),
  ],
  "the same-day rule once in the page, besides the stopped-machine lane": (doc) => {
    const times = (readable(doc.querySelector("main") ?? doc).match(/no mesmo dia útil/g) ?? []).length;
    return times > 1 ? [`the same-day rule ${times} times in the page`] : [];
  },
  "the brand list once": (doc) => {
    const all = (el: Element) => brands.every((brand) => el.textContent!.includes(brand));
    const lists = [...doc.body.querySelectorAll("*")].filter((el) => all(el) && ![...el.children].some(all));
    return lists.length > 1 ? [`${lists.length} lists of the brands`] : [];
  },
  "the closing call never right above the stopped-machine box": (doc) =>
    doc.querySelector("footer")?.firstElementChild?.querySelector("#maquina-parada")
      ? ["the footer opens with the stopped-machine box"]
      : [],
};

const fixture = new JSDOM(`<body><main>
  <p>Nossa equipe de técnicos atende tecelagens e curtumes. Chamado até as 14h: visita no mesmo dia útil.</p>
  <p>Repetindo: visita no mesmo dia útil.</p><p>${brands.join(", ")}</p><ul>${brands.map((b) => `<li>${b}</li>`).join("")}</ul>
  <section aria-labelledby="experiencia-titulo"><img src="https://images.unsplash.com/photo-1" alt="Homem sorrindo"></section>
</main><footer><div><div id="maquina-parada"></div></div></footer></body>`).window.document;

describe.each(Object.entries(checks))("%s", (_, check) => {
  it("catches the fixture page that breaks it", () => {
    expect(check(fixture)).not.toEqual([]);
  });

  it.each(builtPages.map((p) => [p.path, p] as const))("holds on %s", (_path, page) => {
    expect(check(page.document)).toEqual([]);
  });
});
