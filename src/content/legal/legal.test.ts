import { describe, it, expect } from "vitest";
import { business } from "../../config/business";
import type { Business } from "../../lib/business-schema";
import { formatMinutes, formatMoney, lowerFirst } from "../../lib/format";
import { frame } from "../frame";
import { dataController, dataSubjectRights, privacyPolicy } from "./privacy";
import { companyFacts, termsOfUse } from "./terms";
import type { LegalDocument } from "./types";
import { loyalty } from "../loyalty";
import { accessibilityStatement } from "./accessibility";
import { loyaltyRules } from "./loyalty-rules";
import { contractTerms } from "./plan-terms";
import { priorityOf } from "../priority";

/** Every visible string of a document, in one text. */
function textOf(doc: LegalDocument): string {
  const parts = [doc.title, doc.description, doc.updated, ...doc.intro];
  for (const section of doc.sections) {
    parts.push(section.title, ...section.paragraphs, ...(section.list ?? []), ...(section.after ?? []));
  }
  return parts.join("\n");
}

const documents = {
  terms: termsOfUse(business),
  privacy: privacyPolicy(business),
};

describe.each(Object.entries(documents))("%s document", (name, doc) => {
  it("has exactly ten numbered sections (the plan's terms an annex after them) with unique lowercase ASCII slug ids", () => {
    expect(doc.sections).toHaveLength(10);
    const annexes = "annexes" in doc ? (doc.annexes ?? []) : [];
    expect(annexes.map((annex) => annex.id)).toEqual(name === "terms" && business.preventivePlan ? ["plano"] : []);
    const ids = [...doc.sections, ...annexes].map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("prints the day its words last changed", () => {
    expect(doc.updated).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
  });

  it("writes no day count or promise the facts file does not hold", () => {
    const days = [...textOf(doc).matchAll(/(\d+) dias/g)].map((m) => Number(m[1]));
    const { guaranteeDays, dataRequestReplyDays, loyalty } = business;
    const facts = [
      guaranteeDays,
      dataRequestReplyDays,
      guaranteeDays + loyalty.extendedGuaranteeDays,
      business.prices?.quoteValidDays ?? 10 /* CDC art. 40 */,
      ...(business.payment?.invoicedDays ? [business.payment.invoicedDays] : []),
    ];
    facts.push(...[...loyalty.freeRevision.matchAll(/(\d+) dias/g)].map((m) => Number(m[1])));
    for (const n of days) expect(facts).toContain(n);
  });

  it("has a meta description of 120–160 characters and a short intro", () => {
    expect(doc.description.length).toBeGreaterThanOrEqual(120);
    expect(doc.description.length).toBeLessThanOrEqual(160);
    expect(doc.intro.length).toBeGreaterThanOrEqual(1);
    expect(doc.intro.length).toBeLessThanOrEqual(2);
  });

  it("has titles without numbers and one to four paragraphs per section", () => {
    for (const section of doc.sections) {
      expect(section.title).not.toMatch(/^\d/);
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(section.paragraphs.length).toBeLessThanOrEqual(4);
    }
  });

  it("contains no placeholders or leaked values", () => {
    const text = textOf(doc);
    expect(text).not.toMatch(/lorem|ipsum|\[inserir|\bundefined\b|\bnull\b|\[object|\$\{/i);
    expect(text).not.toMatch(/\b(TODO|FIXME|XXX)\b/);
    expect(text).not.toMatch(/\s{2,}|\s[,.;:]/);
  });
});

describe("terms of use", () => {
  const terms = documents.terms;

  it("requires 24 hours' notice for cancellation", () => {
    const cancellation = terms.sections.find((section) => section.id === "cancelamento");
    expect(cancellation?.paragraphs.join(" ")).toContain("24 horas");
  });

  it("keep the specification's ten clauses, 'Limitação de responsabilidade' the ninth, with a plan or without", () => {
    const withoutPlan = termsOfUse({ ...business, preventivePlan: undefined, priorityOrder: undefined });
    for (const document of [terms, withoutPlan]) {
      expect(document.sections).toHaveLength(10);
      expect(document.sections[8]!.title).toBe("Limitação de responsabilidade");
    }
  });

  it("carry the plan's terms as an annex only where there is a plan, and the one order of priority", () => {
    const plan = terms.annexes?.find((section) => section.id === "plano");
    expect(plan?.list).toEqual(
      contractTerms(business.preventivePlan!, business).map(
        (t, i, all) =>
          `${t.term}: ${t.detail.startsWith("R$") ? t.detail : lowerFirst(t.detail)}${i < all.length - 1 ? ";" : "."}`,
      ),
    );
    expect(termsOfUse({ ...business, preventivePlan: undefined, priorityOrder: undefined }).annexes).toBeUndefined();
    const scheduling = terms.sections.find((section) => section.id === "agendamento")!.paragraphs.join(" ");
    expect(scheduling).toContain(priorityOf(business)!.inline);
    expect(scheduling).toContain(business.technicianAway!);
  });

  it("names the court district of the business's town", () => {
    expect(textOf(terms)).toContain(`foro da Comarca de ${business.address.city}/SP`);
  });

  it("identifies the business by legal name and CNPJ", () => {
    const text = textOf(terms);
    expect(text).toContain(business.legalName);
    expect(text).toContain(business.cnpj);
  });
});

describe("loyalty programme rules", () => {
  const rules = loyaltyRules(business);

  it("are the same in the terms of use and on the loyalty page", () => {
    expect(documents.terms.sections.find((section) => section.id === "pagamento")?.list).toEqual(rules);
    expect(loyalty.rules.items).toEqual(rules);
  });

  it("state the minimum value, the window, each level, the extended guarantee and the free revision", () => {
    const text = rules.join("\n");
    expect(text).toContain(formatMoney(business.loyalty.minServiceValue));
    expect(text).toContain(`últimos ${business.loyalty.windowMonths} meses`);
    for (const level of business.loyalty.levels) {
      expect(text).toContain(
        `${level.discountPercent}% no nível ${level.name}, a partir do ${level.fromService}º serviço`,
      );
    }
    expect(text).toContain(
      `de ${business.guaranteeDays} para ${business.guaranteeDays + business.loyalty.extendedGuaranteeDays} dias`,
    );
    expect(text).toMatch(/não pede nem recompensa avaliações/);
  });

  it("follow the facts", () => {
    const changed = loyaltyRules({
      ...business,
      loyalty: { ...business.loyalty, minServiceValue: 200, windowMonths: 24 },
    });
    expect(changed.join(" ")).toContain(formatMoney(200));
    expect(changed.join(" ")).toContain("últimos 24 meses");
  });
});

describe("privacy policy", () => {
  const privacy = documents.privacy;

  it("states the commitment to the LGPD in the intro", () => {
    expect(privacy.intro.join(" ")).toContain("Lei nº 13.709/2018");
  });

  it("lists the nine rights of LGPD art. 18, in the law's order", () => {
    const rights = privacy.sections.find((section) => section.id === "direitos-do-titular");
    expect(rights?.list).toEqual([...dataSubjectRights]);
    const expected = [
      "confirmação da existência de tratamento",
      "acesso aos dados",
      "correção de dados incompletos, inexatos ou desatualizados",
      "anonimização, bloqueio ou eliminação",
      "portabilidade",
      "eliminação dos dados tratados com o consentimento",
      "entidades públicas e privadas",
      "possibilidade de não dar o consentimento e sobre as consequências de negá-lo",
      "revogação do consentimento",
    ];
    expect(rights?.list).toHaveLength(expected.length);
    expected.forEach((words, i) => expect(rights?.list?.[i]).toContain(words));
  });

  it("names the channel for data subjects, as small agents must (Res. CD/ANPD 2/2022)", () => {
    const text = textOf(privacy);
    expect(text).toContain("Resolução CD/ANPD nº 2/2022");
    expect(text).toContain(
      `canal para os titulares: o e-mail ${business.email} e o telefone ${business.phone.display}`,
    );
    expect(dataController(business)).toContainEqual({
      label: "Canal do titular",
      value: `${business.email} ou ${business.phone.display}`,
    });
  });

  it("claims data stays in Brazil only for what the business keeps, and names host logs honestly", () => {
    const text = textOf(privacy);
    expect(text).not.toMatch(/não coletamos nada automaticamente|não transferimos|não guarda nenhum dado/i);
    expect(text).toContain("O que nós mesmos guardamos fica no Brasil");
    expect(text).toMatch(
      /WhatsApp e por e-mail também ficam nos servidores desses serviços, que podem estar em outros países/,
    );
    expect(text).toContain("registra os acessos");
  });

  it("gives the e-mail and phone to exercise the rights and mentions the ANPD", () => {
    const text = textOf(privacy);
    expect(text).toContain(business.email);
    expect(text).toContain(business.phone.display);
    expect(text).toContain(`respondemos em até ${business.dataRequestReplyDays} dias`);
    expect(text).toContain("ANPD");
  });

  it("tells the truth about cookies and the contact form", () => {
    const text = textOf(privacy);
    expect(text).toContain("não usa cookies");
    expect(text).toContain("Unsplash");
    expect(text).toContain("Lei nº 12.965/2014");
    expect(text).not.toMatch(/Google Analytics|Facebook Pixel|newsletter/i);
  });

  it("shows the data controller block", () => {
    expect(dataController(business).map((row) => row.label)).toEqual([
      "Controlador",
      "CNPJ",
      "Endereço",
      "E-mail",
      "Telefone",
      "Canal do titular",
    ]);
  });
});

describe("legal texts follow the business facts", () => {
  const other: Business = {
    ...business,
    legalName: "Fulano Teste",
    cnpj: "11.222.333/0001-81",
    address: { ...business.address, city: "Franca" },
    areaServed: ["Franca"],
    sameDayVisit: { ...business.sameDayVisit, towns: ["Franca"] },
    prices: business.prices && { ...business.prices, visit: [{ towns: ["Franca"], fee: 90 }] },
    logistics: business.logistics && { ...business.logistics, pickup: { towns: ["Franca"], fee: 0 } },
  };
  const terms = termsOfUse(other);
  const privacy = privacyPolicy(other);
  const controller = dataController(other);
  const company = companyFacts(other);
  const blocksText = [...controller, ...company].map((row) => `${row.label}: ${row.value}`).join("\n");

  it("puts the new legal name, CNPJ and town in the controller block", () => {
    expect(controller).toContainEqual({ label: "Controlador", value: "Fulano Teste" });
    expect(controller).toContainEqual({ label: "CNPJ", value: "11.222.333/0001-81" });
    expect(controller.find((row) => row.label === "Endereço")?.value).toContain("Franca");
  });

  it("puts the new legal name, CNPJ, town, phone and e-mail in the terms' company block", () => {
    const changed: Business = {
      ...other,
      email: "novo@exemplo.com.br",
      phone: { display: "(16) 3333-4444", e164: "+551633334444" },
    };
    const rows = companyFacts(changed);
    expect(rows.map((row) => row.label)).toEqual([
      "Razão social",
      "CNPJ",
      "Atividade",
      "Endereço",
      "Telefone",
      "E-mail",
    ]);
    expect(rows).toContainEqual({ label: "Razão social", value: "Fulano Teste" });
    expect(rows).toContainEqual({ label: "CNPJ", value: "11.222.333/0001-81" });
    expect(rows).toContainEqual({ label: "Telefone", value: "(16) 3333-4444" });
    expect(rows).toContainEqual({ label: "E-mail", value: "novo@exemplo.com.br" });
    expect(rows.find((row) => row.label === "Endereço")?.value).toContain("Franca");
  });

  it("gives the guarantee and the answer time of the facts file", () => {
    const changed = termsOfUse({ ...other, guaranteeDays: 180 });
    expect(textOf(changed)).toContain("garantia de 180 dias");
    expect(textOf(privacyPolicy({ ...other, dataRequestReplyDays: 10 }))).toContain("respondemos em até 10 dias");
  });

  it("names no stock photo host once every photo is the owner's own file", () => {
    const own = { src: "/fotos/oficina.jpg", alt: "Oficina", width: 1600, height: 1067 };
    const text = textOf(privacyPolicy({ ...other, images: { hero: own } }));
    expect(text).not.toMatch(/Unsplash|banco de imagens/);
    expect(textOf(privacy)).toContain("banco de imagens (Unsplash)");
  });

  it("names the new court district in the terms", () => {
    expect(textOf(terms)).toContain("Comarca de Franca");
    expect(textOf(terms)).toContain("Fulano Teste");
    expect(textOf(terms)).toContain("11.222.333/0001-81");
  });

  it("keeps no trace of the old town, legal name or CNPJ", () => {
    for (const text of [textOf(terms), textOf(privacy), blocksText]) {
      expect(text).not.toContain(business.address.city);
      expect(text).not.toContain(business.legalName);
      expect(text).not.toContain(business.cnpj);
    }
  });
});

describe("accessibility statement", () => {
  const statement = accessibilityStatement(business);
  const text = textOf(statement);

  it("names its targets, how the site is tested, its known limits and a date", () => {
    expect(text).toContain("WCAG 2.2");
    expect(text).toContain("ABNT NBR 17225:2025");
    expect(statement.sections.map((section) => section.id)).toEqual([
      "compromisso",
      "como-foi-feito",
      "como-testamos",
      "limitacoes",
      "relatar-barreira",
    ]);
    expect(statement.updated).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
  });

  it("tells how to report a barrier by phone, WhatsApp or e-mail, and no answer time but the contact box's", () => {
    const report = statement.sections.find((section) => section.id === "relatar-barreira")!.paragraphs.join(" ");
    expect(report).toContain(business.phone.display);
    expect(report).toContain("WhatsApp");
    expect(report).toContain(business.email);
    expect(report).not.toMatch(/respond/i);
  });

  it("promises in its contact box the reply the contact page promises; the privacy policy, the law's", () => {
    expect(frame.legal.contactReply).toBe(
      `respondemos em até ${formatMinutes(business.logistics!.busyReplyMinutes!)}, no horário de atendimento.`,
    );
    expect(frame.legal.dataRequestReply).toBe(`respondemos em até ${business.dataRequestReplyDays} dias.`);
  });
});
