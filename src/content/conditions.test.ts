import { describe, expect, it } from "vitest";
import { families } from "../../tests/helpers/families";
import { business } from "../config/business";
import { formatMoney } from "../lib/format";
import type { PriorityKind } from "../lib/business-schema";
import {
  conditionsOf,
  costExamples,
  emergencyPromise,
  frequencyLabel,
  labourCondition,
  priceConditions,
} from "./conditions";
import { priorityOf } from "./priority";

describe("the buyer's conditions", () => {
  const all = conditionsOf(business);

  it("say what a visit costs in each group of towns, and what the diagnosis and the quote are", () => {
    for (const group of business.prices!.visit) {
      expect(all.visit!.detail).toContain(`${formatMoney(group.fee)} em`);
      for (const town of group.towns) expect(all.visit!.detail).toContain(town);
    }
    expect(all.diagnosis!.detail).toContain(formatMoney(business.prices!.diagnosis.fee));
    expect(all.quote!.detail).toContain(`${business.prices!.quoteValidDays} dias`);
  });

  it("name each payment method the facts allow, and only those", () => {
    const only = (payment: NonNullable<typeof business.payment>) =>
      conditionsOf({ ...business, payment }).payment?.detail;
    expect(only({ pix: true, boleto: false })).toBe("Pix");
    expect(only({ pix: false, boleto: true, invoicedDays: 30 })).toBe(
      `boleto para empresas (CNPJ) e faturamento em 30 dias para ${business.supplier?.invoicedFor ?? "empresas"}`,
    );
    // The condition of the invoiced terms is the facts', in plain words, or none.
    const invoiced = (invoicedFor?: string) =>
      conditionsOf({ ...business, payment: { pix: false, boleto: false, invoicedDays: 28 }, supplier: { invoicedFor } })
        .payment?.detail;
    expect(invoiced("empresas com CNPJ ativo que enviam pedido de compra antes do serviço")).toBe(
      "faturamento em 28 dias para empresas com CNPJ ativo que enviam pedido de compra antes do serviço",
    );
    expect(invoiced()).toBe("faturamento em 28 dias para empresas");
    expect(only({ pix: true, boleto: false, cardInstallments: 1 })).toBe("Pix e cartão de crédito");
    expect(only({ pix: false, boleto: false })).toBeUndefined();
  });

  it("describe the plan's frequencies, price per machine and minimum", () => {
    const plan = { everyMonths: [1, 3, 5], pricePerMachine: 45, minMachines: 4 };
    expect(conditionsOf({ ...business, preventivePlan: plan }).plan!.detail).toBe(
      `Visitas mensais, trimestrais ou a cada 5 meses, ${formatMoney(45)} por máquina a cada visita, a partir de 4 máquinas, com relatório por escrito`,
    );
    expect(frequencyLabel(2)).toBe("bimestral");
  });

  it("say honestly how long an answer takes while the one technician is busy, and what is not done", () => {
    const logistics = { onSite: true, workshop: false, busyReplyMinutes: 90, notOffered: ["venda de peças avulsas"] };
    const some = conditionsOf({ ...business, logistics });
    expect(some.busy!.detail).toContain("em até 1 hora e 30 minutos");
    expect(some.where!.detail).toBe("Na sua fábrica");
    expect(some.pickup).toBeUndefined();
    expect(some.notOffered!.detail).toBe("Venda de peças avulsas");
  });

  const prices = {
    ...business.prices!,
    visit: [
      { towns: ["Americana"], fee: 80 },
      { towns: ["Campinas"], fee: 140 },
    ],
    diagnosis: { fee: 60, deductedWhenApproved: true },
    visitChargedWhenApproved: true,
    labour: { byMachine: [{ family: "overloques-e-interloques", from: 120, through: 250 }] },
    emergency: { fee: 100, withinHours: 4, callsBefore: "14:00", towns: ["Americana"] },
  };

  it("work out a whole job's cost from a family's range: an approved repair, a declined quote and an emergency", () => {
    const [approved, declined, emergency] = costExamples({ ...business, prices }, families);
    expect(approved).toEqual({
      title: "Overloques e interloques: máquina parada em Americana, conserto aprovado",
      lines: [
        `Visita: ${formatMoney(80)}`,
        `Diagnóstico: ${formatMoney(60)}, descontado`,
        `Mão de obra: ${formatMoney(120)} a ${formatMoney(250)}`,
        "Peças: as do orçamento",
      ],
      total: `Total: ${formatMoney(200)} a ${formatMoney(330)} mais as peças`,
    });
    expect(declined!.title).toBe("Overloques e interloques: máquina em Campinas, orçamento recusado");
    expect(declined!.total).toBe(`Total: ${formatMoney(200)}`);
    expect(emergency!.lines).toContain(`Acréscimo de emergência: ${formatMoney(100)}`);
    expect(emergency!.total).toBe(`Total: ${formatMoney(300)} a ${formatMoney(430)} mais as peças`);
    expect(costExamples({ ...business, prices: { ...prices, labour: undefined } }, families)).toEqual([]);
    expect(costExamples({ ...business, prices: { ...prices, visitChargedWhenApproved: undefined } }, families)).toEqual(
      [],
    );
  });

  it("bill labour by the hour in the examples: the time worked rounded up to the fraction, and the minimum", () => {
    const hourly = {
      ...prices,
      labour: { hourlyRate: 90, billedEveryMinutes: 15, minimumMinutes: 60, byMachine: prices.labour.byMachine },
    };
    const [approved, declined, emergency] = costExamples({ ...business, prices: hourly }, families);
    // 1 h 40 min worked, 1 h 45 min billed at R$ 90,00 an hour: R$ 157,50.
    expect(approved).toEqual({
      title: "Máquina parada em Americana, conserto aprovado",
      lines: [
        `Visita: ${formatMoney(80)}`,
        `Diagnóstico: ${formatMoney(60)}, descontado`,
        `Mão de obra: ${formatMoney(157.5)} (1 hora e 40 minutos de trabalho, cobrados como 1 hora e 45 minutos em frações de 15 minutos, a ${formatMoney(90)} por hora)`,
        "Peças: as do orçamento",
      ],
      total: `Total: ${formatMoney(237.5)} mais as peças`,
    });
    expect(declined!.total).toBe(`Total: ${formatMoney(200)}`);
    // 20 minutes worked, the minimum of an hour billed.
    expect(emergency!.lines).toContain(
      `Mão de obra: ${formatMoney(90)} (20 minutos de trabalho, cobrados como 1 hora, o mínimo por serviço, a ${formatMoney(90)} por hora)`,
    );
    expect(emergency!.total).toBe(`Total: ${formatMoney(270)} mais as peças`);
    // By the half hour and no minimum: 1 h 40 min billed as 2 hours, 20 minutes as half an hour.
    const byHalf = costExamples(
      { ...business, prices: { ...hourly, labour: { hourlyRate: 90, billedEveryMinutes: 30, byMachine: [] } } },
      families,
    );
    expect(byHalf[0]!.total).toBe(`Total: ${formatMoney(260)} mais as peças`);
    expect(byHalf[2]!.total).toBe(`Total: ${formatMoney(225)} mais as peças`);
    // With the visit waived on approval and no emergency: two examples.
    const waived = costExamples(
      { ...business, prices: { ...hourly, visitChargedWhenApproved: false, emergency: undefined } },
      families,
    );
    expect(waived).toHaveLength(2);
    expect(waived[0]!.lines[0]).toBe(`Visita: ${formatMoney(80)}, não cobrada`);
    expect(waived[0]!.total).toBe(`Total: ${formatMoney(157.5)} mais as peças`);
  });

  it("say how labour is counted, and a common repair's range naming each machine family", () => {
    const labour = {
      hourlyRate: 90,
      billedEveryMinutes: 15,
      minimumMinutes: 60,
      byMachine: [
        { family: "overloques-e-interloques", from: 120, through: 250 },
        { family: "bordadeiras", from: 180, through: 400 },
      ],
    };
    expect(labourCondition({ ...business, prices: { ...prices, labour } }, families)!.detail).toBe(
      `${formatMoney(90)} por hora, cobrada em frações de 15 minutos (a fração começada conta inteira), com mínimo de 1 hora por serviço; um conserto comum custa ${formatMoney(120)} a ${formatMoney(250)} (overloques e interloques), ${formatMoney(180)} a ${formatMoney(400)} (bordadeiras)`,
    );
    const fullHours = { hourlyRate: 90, billedEveryMinutes: 60, byMachine: [] };
    expect(labourCondition({ ...business, prices: { ...prices, labour: fullHours } }, families)!.detail).toBe(
      `${formatMoney(90)} por hora, cobrada em horas cheias (a hora começada conta inteira)`,
    );
    expect(labourCondition({ ...business, prices: { ...prices, labour: undefined } }, families)).toBeUndefined();
    expect(priceConditions(business, families).map((condition) => condition.id)).toContain("mao-de-obra");
  });

  it("call free only the estimate from photos, and only when the facts offer it", () => {
    expect(conditionsOf(business).photoEstimate!.term).toBe("Estimativa grátis");
    const without = conditionsOf({ ...business, prices: { ...business.prices!, freePhotoEstimate: false } });
    expect(without.photoEstimate).toBeUndefined();
  });

  it("leave out everything whose fact is absent: no placeholder", () => {
    const none = conditionsOf({
      ...business,
      prices: undefined,
      payment: undefined,
      preventivePlan: undefined,
      logistics: undefined,
    });
    expect(none.service).toEqual([]);
    expect(
      priceConditions({ ...business, prices: undefined, payment: undefined, preventivePlan: undefined }, families),
    ).toEqual([]);
  });
});

describe("the order of priority", () => {
  it("is the facts' order, written once, and nothing without it", () => {
    const priority = priorityOf({ ...business, priorityOrder: ["parada-plano", "parada", "visita-plano", "demais"] })!;
    expect(priority.inline).toBe(
      "máquina parada de cliente do plano, depois máquina parada, depois visitas programadas do plano, depois os demais chamados, por ordem de chegada",
    );
    expect(priority.rank("parada")).toBe(1);
    expect(priorityOf({ ...business, priorityOrder: undefined })).toBeUndefined();
  });
});

describe("the emergency's promise", () => {
  const emergency = { fee: 100, withinHours: 4, callsBefore: "14:00", towns: ["Americana", "Nova Odessa"] };
  const withOrder = (priorityOrder: PriorityKind[]) => ({ ...business, priorityOrder });

  it("says where, until when, the surcharge, its place in the order and what happens when he is busy", () => {
    const text = emergencyPromise(withOrder(["parada-plano", "emergencia", "parada"]), {
      ...emergency,
      waivedIfLate: true,
    });
    expect(text).toContain(
      "Em Americana e Nova Odessa, o técnico chega em até 4 horas para chamados feitos até as 14h",
    );
    expect(text).toContain(`com acréscimo de ${formatMoney(100)} à visita`);
    expect(text).toContain(
      "Na ordem de atendimento, o chamado de emergência vem depois de máquina parada de cliente do plano",
    );
    expect(text).toContain("Se o técnico já estiver em máquina parada de cliente do plano, ele avisa em até");
    expect(text).toContain("Se ele não chegar em 4 horas, o acréscimo não é cobrado");
  });

  it("says first when first, one hour in the singular, and no waiver the facts do not give", () => {
    const text = emergencyPromise(withOrder(["emergencia", "parada"]), { ...emergency, withinHours: 1 });
    expect(text).toContain("O chamado de emergência é o primeiro na ordem de atendimento");
    expect(text).toContain("chega em até 1 hora para");
    expect(text).toContain("Se o técnico já estiver em outro atendimento");
    expect(text).not.toContain("não é cobrado");
  });
});
