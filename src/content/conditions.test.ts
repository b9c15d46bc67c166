import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { formatMoney } from "../lib/format";
import { conditionsOf, frequencyLabel } from "./conditions";

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
      "boleto para empresas (CNPJ) e faturado em 30 dias para empresas cadastradas",
    );
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
    expect(some.busy!.detail).toContain("em até 90 minutos");
    expect(some.where!.detail).toBe("Na sua fábrica");
    expect(some.pickup).toBeUndefined();
    expect(some.notOffered!.detail).toBe("Venda de peças avulsas");
  });

  it("leave out everything whose fact is absent: no placeholder", () => {
    const none = conditionsOf({
      ...business,
      prices: undefined,
      payment: undefined,
      preventivePlan: undefined,
      logistics: undefined,
    });
    expect(none.prices).toEqual([]);
    expect(none.service).toEqual([]);
  });
});
