import { describe, expect, it } from "vitest";
import { planCosts } from "../../src/lib/plan-cost";
import { business } from "../../src/config/business";
import { footerNav, links, mainNav, type NavItem } from "../../src/config/site";
import { conditions, frequencyLabel } from "../../src/content/conditions";
import { contact } from "../../src/content/contact";
import { accessibilityStatement } from "../../src/content/legal/accessibility";
import { home } from "../../src/content/home";
import { dataController, privacyPolicy } from "../../src/content/legal/privacy";
import { companyFacts, termsOfUse } from "../../src/content/legal/terms";
import { loyaltyRule } from "../../src/content/legal/loyalty-rules";
import { loyalty } from "../../src/content/loyalty";
import { NEW_TAB_HINT } from "../../src/content/new-tab";
import { notFound } from "../../src/content/not-found";
import { servicePages } from "../../src/content/service-pages";
import { services } from "../../src/content/services";
import { stoppedMachine } from "../../src/content/stopped-machine";
import { preparedLink } from "../helpers/messages";
import { formatHour, formatMoney } from "../../src/lib/format";
import { planTerms, preventivePlanPage } from "../../src/content/preventive-plan";
import { isCurrentSection } from "../../src/lib/paths";
import { builtPages, pageAt } from "./dist";
import { families } from "../helpers/families";
import { brandsOf, familyPath } from "../../src/lib/machines";

// What every built page shows, read from the HTML: the frame's facts, the navigation's current item, and
// each page's copy in its place. Browser tests check behaviour; the values are checked here, once.
// White space folded, no-break spaces (money, never broken) kept.
const fold = (text: string) => text.replace(/[^\S\u00a0]+/g, " ").trim();
const text = (el: Element | null | undefined) => fold(el?.textContent ?? "");
const texts = (doc: Document | Element, selector: string) => [...doc.querySelectorAll(selector)].map(text);
// The runs of text a reader meets without a break between them: a block's text is cut from its neighbours'.
const BLOCKS = new Set(
  "ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DETAILS DIV DL DT FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER LI MAIN NAV OL P SECTION SUMMARY TABLE TD TH TR UL".split(
    " ",
  ),
);
const textRuns = (root: Element) => {
  let all = "";
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) all += node.textContent;
    if (node.nodeType !== node.ELEMENT_NODE || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(node.nodeName)) return;
    const block = BLOCKS.has(node.nodeName);
    if (block) all += "\n";
    node.childNodes.forEach(walk);
    if (block) all += "\n";
  };
  walk(root);
  return all.split("\n").map(fold).filter(Boolean);
};

describe.each(builtPages.map((p) => [p.path, p] as const))("the frame of %s", (path, page) => {
  const doc = page.document;

  it("names the business by legal name and CNPJ in the top strip and the footer", () => {
    for (const landmark of [
      doc.querySelector('body > aside[aria-label="Dados da empresa"]'),
      doc.querySelector("body > footer"),
    ]) {
      expect(text(landmark)).toContain(business.legalName);
      expect(text(landmark)).toContain(`CNPJ ${business.cnpj}`);
    }
  });

  it("has the footer's columns, quick links and copyright line", () => {
    const footer = doc.querySelector("body > footer")!;
    expect(texts(footer, "h2")).toEqual(["Contato", "Serviços", "Links rápidos", stoppedMachine.title]);
    for (const family of families) {
      expect(footer.querySelector(`a[href="${familyPath(family)}"]`)?.textContent).toBe(family.data.name);
    }
    for (const item of footerNav) expect(footer.querySelector(`a[href="${item.href}"]`)?.textContent).toBe(item.label);
    expect(text(footer)).toContain(`© ${business.copyrightYear} ${business.brandName}. Todos os direitos reservados.`);
  });

  it("has the stopped-machine lane: a bar for phones and a block with the hours in the footer", () => {
    const bar = doc.querySelector(`aside[aria-label="${stoppedMachine.title}"]`)!;
    expect([...bar.querySelectorAll("a")].map((a) => preparedLink(a.getAttribute("href")!))).toEqual([
      "#maquina-parada",
      links.phone,
      links.whatsappUrgent,
    ]);
    const block = doc.querySelector("footer #maquina-parada")!;
    for (const line of [stoppedMachine.hours, stoppedMachine.sameDay, stoppedMachine.afterHours]) {
      expect(text(block)).toContain(line);
    }
    expect([...block.querySelectorAll("a")].map((a) => preparedLink(a.getAttribute("href")!))).toEqual([
      links.phone,
      links.whatsappUrgent,
    ]);
  });

  it("lists the main pages in both navigations and marks the current one (or its section)", () => {
    // The desktop bar by the pages' short names, where they have one; the phone menu by their full names.
    for (const [nav, name] of [
      ['nav[aria-label="Principal"]', (item: NavItem) => item.short ?? item.label],
      ["#menu-celular", (item: NavItem) => item.label],
    ] as const) {
      expect(texts(doc, `${nav} li a`)).toEqual(mainNav.map(name));
      expect([...doc.querySelectorAll(`${nav} li a`)].map((a) => a.getAttribute("href"))).toEqual(
        mainNav.map((item) => item.href),
      );
      const current = mainNav.filter((item) => isCurrentSection(item.href, path)).map(name);
      expect(texts(doc, `${nav} [aria-current="page"]`)).toEqual(current);
    }
    const marked = doc.querySelectorAll("body > header [aria-current], #menu-celular [aria-current]");
    expect(marked).toHaveLength(mainNav.some((i) => isCurrentSection(i.href, path)) ? 2 : 0);
  });

  it("leads to the preventive plan from both navigations exactly when the business has one", () => {
    const planLinks = doc.querySelectorAll(
      'nav[aria-label="Principal"] a[href="/manutencao-preventiva"], #menu-celular a[href="/manutencao-preventiva"]',
    );
    expect(planLinks).toHaveLength(business.preventivePlan ? 2 : 0);
  });
});

describe("each page's copy", () => {
  const outline = (path: string, selector = "main h1, main h2, main h3") => texts(pageAt(path).document, selector);

  it("home: hero, the four services, the machines, the experience claims and the closing call", () => {
    expect(outline("/")).toEqual([
      home.hero.title,
      "Como atendemos",
      home.services.title,
      ...services.map((service) => service.title),
      home.services.machinesTitle,
      home.brands.title,
      home.experience.title,
      ...home.experience.claims.map((claim) => claim.title),
      home.closing.title,
    ]);
    const links = [
      ...pageAt("/").document.querySelectorAll<HTMLAnchorElement>(
        'section[aria-labelledby="servicos-titulo"] a[href^="/servicos/"]',
      ),
    ];
    expect(links.map((a) => [text(a), a.getAttribute("href")])).toEqual(
      families.map((f) => [f.data.name, familyPath(f)]),
    );
  });

  it("home: the facts a buyer decides on, in the first section, and the brands", () => {
    const hero = pageAt("/").document.querySelector("main > section")!;
    expect(texts(hero, "dt")).toEqual(home.keyFacts.map((fact) => fact.term));
    expect(texts(hero, "dd")).toEqual(
      home.keyFacts.map((fact) => (fact.href ? `${fact.detail} ${fact.linkLabel}` : fact.detail)),
    );
    expect(text(hero)).toContain(home.hero.badge);
    expect(texts(pageAt("/").document, 'section[aria-labelledby="marcas-titulo"] li')).toEqual(brandsOf(families));
  });

  it("loyalty: hero, the discount track, the benefit cards, the steps and the closing call", () => {
    expect(outline("/fidelidade")).toEqual([
      loyalty.title,
      loyalty.benefits.title,
      loyalty.benefits.discounts.title,
      ...loyalty.benefits.items.map((benefit) => benefit.name),
      loyalty.steps.title,
      ...loyalty.steps.items.map((step) => step.title),
      loyalty.rules.title,
      loyalty.closing.title,
    ]);
    expect(texts(pageAt("/fidelidade").document, 'section[aria-labelledby="regulamento-titulo"] li')).toEqual(
      loyalty.rules.items,
    );
    // The discount track: one step per level, its discount, from which service, and its name.
    const levels = texts(pageAt("/fidelidade").document, '[aria-labelledby="beneficios-titulo"] ol > li');
    expect(levels).toHaveLength(business.loyalty.levels.length);
    business.loyalty.levels.forEach((l, i) => {
      expect(levels[i]).toContain(`${l.discountPercent}% de desconto do ${l.fromService}º serviço em diante`);
      expect(levels[i]).toContain(`Nível ${l.name}`);
    });
    // Each benefit on a card (after the discounts') is defined in the rules, with the same terms.
    const [, ...cards] = pageAt("/fidelidade").document.querySelectorAll(
      '[aria-labelledby="beneficios-titulo"] li:has(h3)',
    );
    const shown = cards.map((card) => ({
      name: text(card.querySelector("h3")),
      terms: text(card.querySelector(":scope > p")),
    }));
    expect(shown).toEqual(loyalty.benefits.items.map(({ name, terms }) => ({ name, terms })));
    for (const benefit of shown) expect(loyalty.rules.items).toContain(loyaltyRule(benefit));
  });

  it("contact: the form, the other channels with the opening hours, and the WhatsApp box", () => {
    expect(outline("/contato")).toEqual([
      contact.title,
      contact.form.title,
      contact.channels.title,
      "Telefone",
      "WhatsApp",
      "E-mail",
      "Endereço",
      contact.channels.saveTitle,
      contact.channels.hoursTitle,
      contact.whatsappBox.title,
      // How the work is organised, where the facts say it.
      ...(conditions.service.length ? [contact.conditionsTitle] : []),
    ]);
    const [first] = business.openingHours;
    expect(text(pageAt("/contato").document.querySelector("main"))).toContain(
      `${first!.days}: ${formatHour(first!.opens)} às ${formatHour(first!.closes)}`,
    );
    // How the work is organised: where, pickup, the one technician's answer time, what is not done (the list
    // is left out where the facts say none of it).
    const conditionsList = pageAt("/contato").document.querySelector('[aria-labelledby="atendimento-titulo"] dl');
    expect(conditionsList ? texts(conditionsList, "dt") : []).toEqual(conditions.service.map((c) => c.term));
    expect(conditionsList ? texts(conditionsList, "dd") : []).toEqual(conditions.service.map((c) => c.detail));
  });

  it("preventive plan: its terms from the facts, each family's visit list with its page, the steps", () => {
    const plan = business.preventivePlan;
    if (!plan) return expect(builtPages.some((p) => p.path === "/manutencao-preventiva")).toBe(false);
    const page = preventivePlanPage;
    expect(outline("/manutencao-preventiva")).toEqual([
      page.title,
      page.sections.terms,
      page.sections.cost,
      ...planCosts(plan).map((cost) => `${cost.machines} máquinas`),
      page.sections.visits,
      ...families.map((family) => family.data.name),
      page.sections.steps,
      ...page.steps.map((step) => step.title),
      page.closing.title,
    ]);
    const doc = pageAt("/manutencao-preventiva").document;
    const terms = doc.querySelector('[aria-labelledby="plano-titulo"] dl')!;
    expect(texts(terms, "dd")).toEqual(planTerms(plan, business).map((t) => t.detail));
    expect(text(terms)).toContain(formatMoney(plan.pricePerMachine));
    for (const months of plan.everyMonths) expect(text(terms).toLowerCase()).toContain(frequencyLabel(months));
    if (plan.minMachines) expect(text(terms)).toContain(`${plan.minMachines} máquinas`);
    const cards = [...doc.querySelectorAll('[aria-labelledby="visitas-titulo"] ul > li:has(h3)')];
    expect(cards.map((card) => texts(card, "li"))).toEqual(families.map((family) => family.data.preventive));
    expect(cards.map((card) => card.querySelector("a")?.getAttribute("href"))).toEqual(families.map(familyPath));
  });

  it("404: the not-found message", () => {
    expect(outline("/404")).toEqual([notFound.title]);
  });

  it("accessibility: the statement, with phone, WhatsApp and e-mail to report a barrier", () => {
    const doc = accessibilityStatement(business);
    const page = pageAt("/acessibilidade").document;
    expect(outline("/acessibilidade", "main h1")).toEqual([doc.title]);
    expect(outline("/acessibilidade", "article h2")).toEqual([
      ...doc.sections.map((section, i) => `${i + 1}. ${section.title}`),
      "Encontrou uma barreira?",
    ]);
    const box = page.querySelector('section[aria-labelledby="contato-legal"]')!;
    expect([...box.querySelectorAll("a")].map((a) => a.getAttribute("href")!.split(":")[0])).toEqual([
      "tel",
      "https",
      "mailto",
    ]);
    expect(text(box)).toContain("pelo telefone, pelo WhatsApp ou por e-mail");
  });

  describe.each([
    ["/termos", termsOfUse(business), "Dados da empresa", companyFacts(business), "Dúvidas sobre estes termos?"],
    [
      "/privacidade",
      privacyPolicy(business),
      "Controlador dos dados",
      dataController(business),
      "Dúvidas sobre os seus dados?",
    ],
  ] as const)("%s", (path, doc, factsTitle, facts, contactTitle) => {
    const page = pageAt(path).document;

    const annexes = "annexes" in doc ? (doc.annexes ?? []) : [];
    it("has its title, date, facts block, ten numbered sections, any annex and the contact box, in order", () => {
      expect(outline(path, "main h1")).toEqual([doc.title]);
      expect(text(page.body)).toContain(`Última atualização: ${doc.updated}`);
      const numbered = doc.sections.map((section, i) => `${i + 1}. ${section.title}`);
      const annexed = annexes.map((section) => `Anexo: ${section.title}`);
      expect(outline(path, "article h2")).toEqual([factsTitle, ...numbered, ...annexed, contactTitle]);
      expect(texts(page, "article dt")).toEqual(facts.map((row) => row.label));
      expect(texts(page, "article dd")).toEqual(facts.map((row) => row.value));
    });

    it("renders every paragraph and list of every section under its anchored heading", () => {
      for (const section of [...doc.sections, ...annexes]) {
        const region = page.querySelector(`section[aria-labelledby="${section.id}"]`)!;
        expect(region.querySelector(`h2#${section.id} a`)?.getAttribute("href")).toBe(`#${section.id}`);
        expect(texts(region, "p")).toEqual([...section.paragraphs, ...(section.after ?? [])]);
        expect(texts(region, "li")).toEqual(section.list ?? []);
      }
    });

    it("has a table of contents with one link per section and annex", () => {
      const toc = page.querySelector('nav[aria-labelledby="sumario-titulo"]')!;
      expect([...toc.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(
        [...doc.sections, ...annexes].map((section) => `#${section.id}`),
      );
    });
  });
});

describe("copy that reads well", () => {
  // Markup drops the space between two pieces of text more easily than a writer does (a line break between an
  // element and an expression in an .astro file): "Compromisso com a LGPD.Tratamos dados…" on a page, and in
  // what a screen reader and a search snippet read.
  it.each(builtPages.map((page) => [page.path, page] as const))("%s glues no sentence to the next", (_, page) => {
    expect(textRuns(page.document.body).filter((run) => /[\p{L}\p{N})][.!?:;][\p{Lu}]/u.test(run))).toEqual([]);
  });

  // A visitor notices the same words over and over; legal texts name the law and the company by design.
  it.each(["/", "/fidelidade", "/contato", "/404"])("%s repeats no five-word phrase three times", (path) => {
    const body = pageAt(path).document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll("script, style, noscript").forEach((el) => el.remove());
    // Not seen: the hint a screen reader adds to each link that opens a new tab.
    body.querySelectorAll("span").forEach((el) => el.textContent === NEW_TAB_HINT && el.remove());
    const words = (body.textContent ?? "")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const counts = new Map<string, number>();
    for (let i = 0; i + 5 <= words.length; i++) {
      const phrase = words.slice(i, i + 5).join(" ");
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
    expect([...counts].filter(([, n]) => n >= 3).map(([phrase]) => phrase)).toEqual([]);
  });
});

describe("machine-family pages", () => {
  it("the index lists every family, in order, with its summary", () => {
    const doc = pageAt("/servicos").document;
    expect(texts(doc, "main h1")).toEqual([servicePages.index.title]);
    const cards = [...doc.querySelectorAll('section[aria-label="Tipos de máquina"] li')].map((li) => [
      li.querySelector("a")?.getAttribute("href"),
      text(li.querySelector("h2")),
      text(li.querySelector("p")),
    ]);
    expect(cards).toEqual(families.map((f) => [familyPath(f), f.data.name, f.data.summary]));
    expect(text(doc.querySelector("main"))).toContain(servicePages.area);
  });

  describe.each(families.map((family) => [familyPath(family), family.data] as const))("%s", (path, family) => {
    const doc = pageAt(path).document;
    const main = doc.querySelector("main")!;

    it("shows a breadcrumb Início › Serviços › the family, the last item current", () => {
      const crumbs = [...main.querySelectorAll('nav[aria-label="Trilha de navegação"] a')];
      expect(crumbs.map((a) => [text(a), a.getAttribute("href"), a.getAttribute("aria-current")])).toEqual([
        ["Início", "/", null],
        ["Serviços", "/servicos", null],
        [family.name, path, "page"],
      ]);
    });

    it("renders its copy from the data: title, intro, scope, faults, how a job works, brands, area", () => {
      expect(texts(main, "h1")).toEqual([family.title]);
      expect(doc.title).toBe(`${family.title} | ${business.brandName}`);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(family.description);
      for (const paragraph of family.intro) expect(text(main)).toContain(paragraph);
      const lists = [...main.querySelectorAll('section[aria-labelledby="escopo-titulo"] ul')].map((ul) =>
        texts(ul, "li"),
      );
      expect(lists).toEqual([family.machines, family.preventive, family.corrective]);
      expect(texts(main, 'section[aria-labelledby="defeitos-titulo"] dt')).toEqual(family.faults.map((f) => f.symptom));
      expect(texts(main, 'section[aria-labelledby="defeitos-titulo"] dd')).toEqual(family.faults.map((f) => f.text));
      expect(texts(main, 'section[aria-labelledby="atendimento-titulo"] ol h3')).toEqual(
        servicePages.howItWorks.map((s) => s.title),
      );
      expect(text(main)).toContain(servicePages.area);
      // Its own family's brands, exactly: not the business's whole list.
      expect(texts(main, 'section[aria-labelledby="marcas-titulo"] li')).toEqual(family.brands);
    });

    it("links to its related families", () => {
      const related = [...main.querySelectorAll('section[aria-labelledby="relacionados-titulo"] ul a')].map((a) =>
        a.getAttribute("href"),
      );
      expect(related).toEqual(family.related.map(familyPath));
    });
  });
});
