// The sample report of the preventive plan (/manutencao-preventiva/relatorio-exemplo): what a customer receives
// after each visit, shown as an example. Built from the facts and from each machine family's own checklist;
// no customer, date or finding is invented: the blanks stay blank, marked as an example's.
import type { Business } from "../lib/business-schema";
import { formatList } from "../lib/format";
import { labelCode } from "../lib/machine-labels";
import type { MachineFamily } from "../lib/machines";
import { frequencyLabel } from "./conditions";

/** How many machine families the example shows (one machine each). */
const MACHINES = 3;

export function sampleReport(business: Business, families: readonly MachineFamily[]) {
  const plan = business.preventivePlan!;
  const labels = business.machineLabels;
  return {
    path: "/manutencao-preventiva/relatorio-exemplo",
    title: "Exemplo de relatório de manutenção preventiva",
    description: `Exemplo do relatório que a ${business.brandName} entrega depois de cada visita do plano de manutenção preventiva: o que foi feito em cada máquina.`,
    badge: "Exemplo de relatório",
    lead: "Um exemplo, sem dados de cliente: depois de cada visita do plano você recebe uma folha assim, por máquina, com o que foi feito, as peças trocadas e o que acompanhar.",
    printHint: "Para imprimir, use a opção Imprimir do navegador.",
    planLink: "Voltar ao plano",
    header: [
      { label: "Empresa", value: `${business.brandName} (CNPJ ${business.cnpj})` },
      { label: "Técnico", value: business.technician.name },
      { label: "Cliente", value: "" },
      { label: "Data da visita", value: "" },
      {
        label: "Frequência",
        value: formatList(
          plan.everyMonths.map((months) => frequencyLabel(months)),
          "disjunction",
        ),
      },
    ],
    machines: families.slice(0, MACHINES).map((family, i) => ({
      title: `Máquina ${i + 1}: ${family.data.name}`,
      code: labels ? `Etiqueta ${labelCode(labels.prefix, labels.print.from + i)}` : undefined,
      checklist: family.data.preventive,
    })),
    checklistHead: { item: "O que foi feito", done: "Feito" },
    done: "sim",
    blanks: ["Peças trocadas", "O que acompanhar até a próxima visita"],
    guarantee: `Garantia de ${business.guaranteeDays} dias sobre o serviço, contados desta visita.`,
    signatures: ["Assinatura do técnico", "Responsável na fábrica"],
  };
}
