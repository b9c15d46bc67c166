import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { footerNav, mainNav } from "../../src/config/site";
import { testingParagraphs } from "../../src/content/legal/accessibility";
import { photos } from "../../src/content/photos";
import { builtPages } from "./dist";
import { formatMoney, formatMonth } from "../../src/lib/format";
import { brandsOf } from "../../src/lib/machines";
import { families } from "../helpers/families";

// What the pages claim, to the letter: one technician (never a team), only the industries the machine
// families serve, no stranger's photo beside the technician's story, and each thing said once per page
// (the same-day rule, the brand list; the closing call never right above the stopped-machine box with the
// same two buttons); "sem compromisso" or "grátis" only for what costs nothing; no promise of an outcome; no
// capital letter after a colon in running text; the accessibility statement says what the tests run; the
// business's picture for Google is never a stock photo. Each check is a function of a page, tried first on a
// fixture page that breaks it.

/** Text a visitor can read, <noscript> included (JSDOM parses it as markup). */
const readable = (node: Document | Element) => ("body" in node ? node.body : node).textContent!.replace(/\s+/g, " ");

/** Words for a team, where a sole proprietor works alone. */
const TEAM = /\b(equipes?|técnicos)\b/gi;
/** Industries the families could back, and whether one does. */
const INDUSTRIES = /\b(tecelage(m|ns)|curtumes?|fiaç(ão|ões))\b/gi;
const familyText = JSON.stringify(families.map((family) => family.data)).toLowerCase();
/** The business's brands: every family's. */
const brands = brandsOf(families);

/** Blocks of running text, each read alone, cut into clauses (a sentence's parts between . ; ! ?). */
const BLOCKS = "p, li, dt, dd, td, th, figcaption, h1, h2, h3, h4, h5, h6, label, small, summary, option";
const clauses = (doc: Document) =>
  [...doc.body.querySelectorAll(BLOCKS)].flatMap((el) =>
    el
      .textContent!.replace(/\s+/g, " ")
      .split(/[.;!?](?:\s|$)/)
      .map((c) => c.trim())
      .filter(Boolean),
  );

/** Words of a price that costs nothing, and what really costs nothing according to the facts. */
const FREE = /\b(sem compromisso|grátis|gratuit[oa]s?|de graça)\b/i;
const CHARGED = /R\$\s?(?!0,00)\d/;
const reallyFree = [
  ...(business.prices?.freePhotoEstimate ? [/\bestimativa\b/i] : []),
  ...(business.logistics?.pickup?.fee === 0 ? [/\bretirada\b/i] : []),
  ...(business.loyalty.freeDiagnosisFrom ? [/\bdiagnóstico\b/i] : []),
  // Joining the loyalty programme, and a data subject's request (LGPD art. 18 § 5), cost nothing.
  /\bcadastro\b/i,
  /\bo pedido é gratuito\b/i,
];

/** Promises of an outcome no one can keep. */
const PROMISE =
  /\b(nunca mais|garantimos que|garante que|nunca (para|quebra)|não (vai )?parar? mais|para não parar|zero (quebras?|paradas?))\b|\bmáquinas?\b[^.;:]{0,25}\bnão para\b/gi;

/**
 * After a colon a capital is a proper noun (a town, a brand, a name of the facts, a page's or a machine
 * family's name, as in "Máquina 1: Retas e pespontadeiras") or an abbreviation.
 */
const properNouns = new Set(
  [
    ...business.areaServed,
    business.address.city,
    business.brandName,
    business.legalName,
    business.technician.name,
    business.technician.credential.issuer,
    ...business.loyalty.levels.map((level) => level.name),
    ...brands,
    ...families.map((family) => family.data.name),
    ...[...mainNav, ...footerNav].map((item) => item.label),
    ...["WhatsApp", "Google", "Pix", "Lighthouse", "Chromium", "Firefox", "WebKit", "Safari", "Android"],
  ].flatMap((name) => name.split(/[^\p{L}]+/u).filter(Boolean)),
);
const CAPITAL_AFTER_COLON = /:\s+(\p{Lu}[\p{L}]*)(\$?)/gu;

/** An amount as a page's readable text has it (its no-break space a space): "R$ 90,00". */
const money = (reais: number) => formatMoney(reais).replace(/\s/, " ");
/** The prices a machine family's page may name: the facts' fees and hourly rate, its own labour range and parts. */
const familyPagePrices = (family: (typeof families)[number]) =>
  new Set(
    [
      ...(business.prices?.visit.map((group) => group.fee) ?? []),
      business.prices?.diagnosis.fee,
      business.prices?.emergency?.fee,
      business.prices?.labour?.hourlyRate,
      ...(business.prices?.labour?.byMachine
        .filter((range) => range.family === family.id)
        .flatMap((range) => [range.from, range.through]) ?? []),
      ...(family.data.parts?.items.flatMap((item) => [item.from, item.through]) ?? []),
    ]
      .filter((amount): amount is number => amount !== undefined)
      .map(money),
  );

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
  '"sem compromisso" or "grátis" only for what costs nothing, on a page with a fee': (doc) =>
    CHARGED.test(readable(doc))
      ? clauses(doc).filter(
          (c) => FREE.test(c) && (/sem compromisso/i.test(c) || !reallyFree.some((thing) => thing.test(c))),
        )
      : [],
  "no promise of an outcome": (doc) =>
    clauses(doc).flatMap((c) => [...c.matchAll(PROMISE)].map((m) => `"${m[0]}" in "${c}"`)),
  "no capital letter after a colon in running text, but for a proper noun or an abbreviation": (doc) =>
    clauses(doc).flatMap((c) =>
      [...c.matchAll(CAPITAL_AFTER_COLON)]
        .filter(
          ([, word, dollar]) =>
            !dollar && !properNouns.has(word!) && !(word!.length > 1 && word === word!.toUpperCase()),
        )
        .map(([match]) => `"${match}" in "${c}"`),
    ),
  "the accessibility statement says what the tests run (src/lib/test-coverage.ts)": (doc) => {
    const section = doc.querySelector('section[aria-labelledby="como-testamos"]');
    const said = [...(section?.querySelectorAll("p") ?? [])].map((p) => p.textContent!.replace(/\s+/g, " ").trim());
    return section && JSON.stringify(said) !== JSON.stringify(testingParagraphs()) ? said : [];
  },
  "the business's picture for Google is the site's own, never a stock photo": (doc) =>
    [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!) as { "@type"?: string; image?: string })
      .filter((data) => data["@type"] === "LocalBusiness")
      .filter((data) => new URL(data.image ?? "", business.siteUrl).origin !== new URL(business.siteUrl).origin)
      .map((data) => `image ${data.image}`),
  "the emergency's promise as the facts give it: its hours, and a surcharge waived only if the facts waive it": (
    doc,
  ) => {
    const emergency = business.prices?.emergency;
    return clauses(doc)
      .filter((c) => /emergência|acréscimo não é cobrado/i.test(c))
      .flatMap((c) => [
        ...[...c.matchAll(/\bem até (\d+) horas?\b/g)]
          .filter((m) => Number(m[1]) !== emergency?.withinHours)
          .map((m) => `"${m[0]}" in "${c}"`),
        ...(/acréscimo não é cobrado/i.test(c) && !emergency?.waivedIfLate ? [`"${c}"`] : []),
      ]);
  },
  "a machine family's page names only the facts' prices and its own parts', in the month they were quoted": (doc) => {
    const family = families.find((f) => doc.querySelector("h1")?.textContent?.trim() === f.data.title);
    if (!family) return [];
    const allowed = familyPagePrices(family);
    const quoted = business.prices && family.data.parts && formatMonth(`${family.data.parts.quoted}-01`);
    const text = readable(doc);
    return [
      ...(text.match(/R\$ [\d.]+,\d{2}/g) ?? []).filter((amount) => !allowed.has(amount)),
      ...[...text.matchAll(/referência de (\p{L}+ de \d{4})/gu)]
        .filter(([, month]) => month !== quoted)
        .map(([said]) => `"${said}"`),
    ];
  },
  "invoiced payment in the facts' days, for whom the facts say (never companies 'cadastradas' unsaid where)": (doc) =>
    clauses(doc).flatMap((c) =>
      [...c.matchAll(/\bfaturad[oa] em (\d+) dias(?: para (.*))?/gi)]
        .filter(
          ([, days, whom]) =>
            Number(days) !== business.payment?.invoicedDays ||
            !whom?.startsWith(business.supplier?.invoicedFor ?? "empresas") ||
            /cadastrad/i.test(whom),
        )
        .map(([match]) => `"${match}"`),
    ),
  "the closing call never right above the stopped-machine box": (doc) =>
    doc.querySelector("footer")?.firstElementChild?.querySelector("#maquina-parada")
      ? ["the footer opens with the stopped-machine box"]
      : [],
};

const fixture = new JSDOM(`<body><main>
  <p>Nossa equipe de técnicos atende tecelagens e curtumes. Chamado até as 14h: visita no mesmo dia útil.</p>
  <p>Repetindo: visita no mesmo dia útil.</p><p>${brands.join(", ")}</p><ul>${brands.map((b) => `<li>${b}</li>`).join("")}</ul>
  <section aria-labelledby="experiencia-titulo"><img src="https://images.unsplash.com/photo-1" alt="Homem sorrindo"></section>
  <p>Orçamento sem compromisso. Visita técnica: R$ 80,00 em Americana.</p>
  <p>Pagamento faturado em 28 dias para empresas cadastradas.</p>
  <p>Máquina revisada não para na alta temporada.</p><p>Emergência: o técnico chega em até 99 horas.</p><p>Atendimento: Segunda a sexta, das 7h30 às 18h.</p>
  <section aria-labelledby="como-testamos"><h2 id="como-testamos">Como testamos</h2><p>O Lighthouse mede cada página.</p></section>
  <script type="application/ld+json">{"@type": "LocalBusiness", "image": "https://images.unsplash.com/photo-1"}</script>
<h1>${families[0]!.data.title}</h1><p>Lançadeira: R$ 9.999,00, preço de referência de março de 2020.</p>
</main><footer><div><div id="maquina-parada"></div></div></footer></body>`).window.document;

describe.each(Object.entries(checks))("%s", (_, check) => {
  it("catches the fixture page that breaks it", () => {
    expect(check(fixture)).not.toEqual([]);
  });

  it.each(builtPages.map((p) => [p.path, p] as const))("holds on %s", (_path, page) => {
    expect(check(page.document)).toEqual([]);
  });
});
