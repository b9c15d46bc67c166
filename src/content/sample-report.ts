// The sample report of the preventive plan (/manutencao-preventiva/relatorio-exemplo): what a customer receives
// after each visit, one sheet per machine.
//
// EXAMPLE CONTENT. The client, the visit's date, the machines' models and serial numbers, the measurements,
// the parts and the observations below are invented to show a filled report; none is a real customer's or a
// real job's. The page marks every sheet "Exemplo", on screen and on paper. The client is a made-up company
// without a CNPJ; the models and serial numbers are plainly example codes (EX-…). What is the
// business's own comes from the facts (legal name, CNPJ, technician, the plan's frequency, guarantee) and from
// each machine family (its brands and its preventive checklist).
import type { Business } from "../lib/business-schema";
import { formatDate, lowerFirst, upperFirst } from "../lib/format";
import { labelCode } from "../lib/machine-labels";
import type { MachineFamily } from "../lib/machines";
import { firstVisitDay, nextVisit } from "../lib/next-visit";
import { frequencyLabel } from "./conditions";

/** A part replaced on the machine: how many, in units ("un.") or litres ("L"). */
interface Part {
  name: string;
  quantity: number;
  unit: "un." | "L";
}

/** A reading the technician took: as found, and as left after the adjustment. */
interface Measurement {
  item: string;
  before: string;
  after: string;
}

/** An invented machine of the invented client, in a family the business serves (by the family's id). */
interface ExampleMachine {
  family: string;
  kind: string;
  model: string;
  serial: string;
  measurements: Measurement[];
  parts: Part[];
  /** The start of each item of the family's checklist this visit did not need (no part to replace). */
  notNeeded?: string[];
  observations: string;
}

/** The invented visit: a made-up client, a made-up weekday, and three of its machines. */
export const EXAMPLE = {
  client: "Malharia Exemplo Ltda. (empresa fictícia)",
  visitDate: "2026-03-10",
  /** Machines the invented client keeps in the plan: one sheet each; the page shows the first few. */
  machinesInPlan: 12,
  machines: [
    {
      family: "retas-e-pespontadeiras",
      kind: "Reta eletrônica com corte de linha",
      model: "EX-100",
      serial: "EX-S0001",
      measurements: [
        { item: "Folga entre a ponta da lançadeira e a agulha", before: "0,15 mm", after: "0,05 mm" },
        { item: "Altura do dente acima da chapa de agulha", before: "0,6 mm", after: "0,8 mm" },
        { item: "Tensão na tomada da máquina", before: "221 V", after: "221 V" },
      ],
      parts: [
        { name: "Dente (transporte)", quantity: 1, unit: "un." },
        { name: "Faca móvel do corte de linha", quantity: 1, unit: "un." },
        { name: "Mola tira-fio", quantity: 1, unit: "un." },
      ],
      observations:
        "Operadora avisou que a linha arrebentava no pesponto: havia rebarba no furo da chapa de agulha, que foi polida, e a mola tira-fio estava quebrada. Testado no tecido da produção, sem arrebentar. Bucha da barra de agulha com folga leve, ainda dentro do limite: conferir de novo na próxima visita.",
    },
    {
      family: "overloques-e-interloques",
      kind: "Overloque de 4 fios com diferencial",
      model: "EX-200",
      serial: "EX-S0002",
      measurements: [
        { item: "Folga entre o laçador inferior e a agulha", before: "0,15 mm", after: "0,05 mm" },
        { item: "Nível do óleo no visor", before: "Abaixo do mínimo", after: "No meio do visor" },
        { item: "Relação do diferencial", before: "1:1", after: "1:1,3" },
      ],
      parts: [
        { name: "Faca superior (móvel)", quantity: 1, unit: "un." },
        { name: "Óleo para máquina de costura", quantity: 0.5, unit: "L" },
      ],
      notNeeded: ["Troca de peças de desgaste"],
      observations:
        "Óleo escuro e abaixo do mínimo: trocado, e o filtro limpo. A costura ondulava na malha de algodão; o diferencial foi ajustado para ela. Se a máquina passar a costurar malha com elastano, avisar, porque a regulagem é outra.",
    },
    {
      family: "galoneiras-e-colaretes",
      kind: "Galoneira de 3 agulhas, braço cilíndrico",
      model: "EX-300",
      serial: "EX-S0003",
      measurements: [
        { item: "Folga entre o laçador e a agulha da direita", before: "0,10 mm", after: "0,05 mm" },
        { item: "Altura do dente acima da chapa de agulha", before: "1,2 mm", after: "1,0 mm" },
      ],
      parts: [
        { name: "Protetor de agulha traseiro", quantity: 1, unit: "un." },
        { name: "Chapa de agulha", quantity: 1, unit: "un." },
      ],
      observations:
        "Pulava ponto na ribana: protetor de agulha gasto e chapa marcada pela agulha batendo. Os dois foram trocados e a máquina foi testada na ribana da produção, sem falha. O parafuso de fixação do aparelho de viés está espanado; foi apertado por enquanto e será trocado na próxima visita.",
    },
  ] satisfies ExampleMachine[],
};

const number = new Intl.NumberFormat("pt-BR");
/** 1 "un." -> "1 un.", 0.5 "L" -> "0,5 L". */
const formatQuantity = ({ quantity, unit }: Part) => `${number.format(quantity)}\u00a0${unit}`;

/** The example machines whose family the business still serves, each with the family it belongs to. */
export const exampleMachines = (families: readonly MachineFamily[]) =>
  EXAMPLE.machines.flatMap((machine) => {
    const family = families.find((f) => f.id === machine.family);
    return family ? [{ machine, family }] : [];
  });

export function sampleReport(business: Business, families: readonly MachineFamily[]) {
  const plan = business.preventivePlan!;
  const labels = business.machineLabels;
  // One frequency, as a customer's contract has: the first the plan offers.
  const everyMonths = plan.everyMonths[0]!;
  const days = { saturdays: plan.saturdays, closures: business.closures };
  const visitDate = firstVisitDay(EXAMPLE.visitDate, days);
  const machines = exampleMachines(families);
  const sheets = Math.max(EXAMPLE.machinesInPlan, plan.minMachines ?? 1, machines.length);
  return {
    path: "/manutencao-preventiva/relatorio-exemplo",
    title: "Exemplo de relatório de manutenção preventiva",
    description: `Exemplo do relatório que a ${business.brandName} entrega depois de cada visita do plano de manutenção preventiva: uma folha por máquina, com o que foi feito, o que foi medido e as peças trocadas.`,
    breadcrumb: "Exemplo de relatório",
    lead: "Depois de cada visita do plano, cada máquina ganha uma folha como estas, com o que foi feito, o que foi medido, as peças trocadas e o que acompanhar até a próxima visita.",
    /** Said on screen above the sheets: what is invented. */
    exampleNote: `Este é um exemplo: o cliente, as máquinas, os números de série e as medições são inventados. Numa visita a um cliente com ${sheets} máquinas no plano, ele recebe ${sheets} folhas; aqui estão ${machines.length === 1 ? "uma delas" : `${machines.length} delas`}.`,
    printHint: "Para imprimir, use a opção Imprimir do navegador: cada folha sai numa página.",
    planLink: "Voltar ao plano",
    /** The mark on every sheet, on screen and on paper. */
    mark: "Exemplo",
    sheetTitle: "Relatório de manutenção preventiva",
    /** Who issues the report: the CNPJ is the legal name's (the brand name is not a company). */
    company: [business.legalName, `CNPJ ${business.cnpj}`],
    visit: (sheet: number) => [
      { label: "Cliente", value: EXAMPLE.client },
      { label: "Técnico", value: business.technician.name },
      { label: "Data da visita", value: formatDate(visitDate) },
      { label: "Frequência", value: upperFirst(frequencyLabel(everyMonths)) },
      { label: "Próxima visita", value: formatDate(nextVisit(visitDate, everyMonths, days)) },
      { label: "Folha", value: `${sheet} de ${sheets}` },
    ],
    machines: machines.map(({ machine, family }, i) => ({
      title: `Máquina ${i + 1}: ${lowerFirst(machine.kind)}`,
      identity: [
        // The family's brands in turn, so the example shows more than one.
        { label: "Marca", value: family.data.brands[i % family.data.brands.length]! },
        { label: "Modelo", value: machine.model },
        { label: "Nº de série", value: machine.serial },
        ...(labels ? [{ label: "Etiqueta", value: labelCode(labels.prefix, labels.print.from + i) }] : []),
      ],
      checklist: family.data.preventive.map((item) => ({
        item,
        done: machine.notNeeded?.some((start) => item.startsWith(start)) ? "não precisou" : "sim",
      })),
      measurements: machine.measurements,
      parts: machine.parts.map((part) => ({ name: part.name, quantity: formatQuantity(part) })),
      observations: machine.observations,
    })),
    checklistTitle: "O que foi feito",
    checklistHead: { item: "Serviço", done: "Feito" },
    measurementsTitle: "Medições",
    measurementsHead: { item: "Item medido", before: "Antes", after: "Depois" },
    partsTitle: "Peças trocadas",
    partsHead: { name: "Peça", quantity: "Quantidade" },
    observationsTitle: "Observações e o que acompanhar",
    guarantee: `Garantia de ${business.guaranteeDays} dias sobre o serviço, contados desta visita.`,
    signatures: ["Assinatura do técnico", "Responsável na fábrica"],
  };
}
