// The facts' schema: the fields of each facts file in facts-schema/ (one module per file, and so per form of the
// owner's), joined here with the rules that compare fields of different files.
import { z } from "zod";
import { areaFacts } from "./facts-schema/area.ts";
import { companyFacts } from "./facts-schema/company.ts";
import { contactsFacts } from "./facts-schema/contacts.ts";
import { hoursText, isValidCnpj, minutesOf, TIME } from "./facts-schema/fields.ts";
import { hoursFacts } from "./facts-schema/hours.ts";
import { loyaltyFacts } from "./facts-schema/loyalty.ts";
import { planFacts } from "./facts-schema/plan.ts";
import { pricesFacts } from "./facts-schema/prices.ts";
import { supplierFacts } from "./facts-schema/supplier.ts";
import { pixKeyKind } from "./registration.ts";

export {
  addDays,
  datesFrom,
  daysLabel,
  FREE,
  isValidCnpj,
  partPrice,
  PHONE_PATTERN,
  SPECIAL_HOURS_MAX_DAYS,
  WEEK_DAYS,
  type WeekDay,
} from "./facts-schema/fields.ts";
export type { PriorityKind } from "./facts-schema/area.ts";

export const businessSchema = z
  .object({
    // A build's message lists the files with problems in this order.
    ...companyFacts,
    ...contactsFacts,
    ...hoursFacts,
    ...areaFacts,
    ...pricesFacts,
    ...supplierFacts,
    ...loyaltyFacts,
    ...planFacts,
  })
  .superRefine((business, context) => {
    // Rules no single field can carry: they compare fields with each other.
    const levels = business.loyalty.levels.map((level) => level.name);
    const { priorityFrom, freeDiagnosisFrom, partsDiscount } = business.loyalty;
    const chosen = [
      [["priorityFrom"], priorityFrom],
      [["freeDiagnosisFrom"], freeDiagnosisFrom],
      [["partsDiscount", "from"], partsDiscount?.from],
    ] as const;
    for (const [path, level] of chosen)
      if (level !== undefined && !levels.includes(level))
        context.addIssue({
          code: "custom",
          path: ["loyalty", ...path],
          message: `escolha um dos níveis do programa (${levels.join(", ")})`,
        });
    // The supplier sheet says nothing another fact denies: no ISS nor parts' invoice without invoices, no Pix key
    // without Pix, no condition of invoiced payment without its days, and a CNPJ key only the business's own.
    const supplier = business.supplier;
    for (const key of ["iss", "partsInvoice"] as const)
      if (supplier?.[key] && !business.issuesInvoice)
        context.addIssue({
          code: "custom",
          path: ["supplier", key],
          message: 'só vale para quem emite nota fiscal: marque "Emite nota fiscal" (Técnico e empresa) ou deixe vazio',
        });
    if (supplier?.pixKey && !business.payment?.pix)
      context.addIssue({
        code: "custom",
        path: ["supplier", "pixKey"],
        message: "marque Pix nas formas de pagamento (Preços e pagamento), ou deixe a chave vazia",
      });
    if (supplier?.pixKey && pixKeyKind(supplier.pixKey) === "cnpj" && isValidCnpj(business.cnpj))
      if (supplier.pixKey !== business.cnpj)
        context.addIssue({
          code: "custom",
          path: ["supplier", "pixKey"],
          message: `uma chave Pix de CNPJ é o CNPJ da própria empresa (${business.cnpj})`,
        });
    if (supplier?.invoicedFor && business.payment?.invoicedDays === undefined)
      context.addIssue({
        code: "custom",
        path: ["supplier", "invoicedFor"],
        message: "informe o prazo em Faturado para empresas (Preços e pagamento), ou deixe vazio",
      });
    // The plan's kinds of call exist only with a plan.
    if (!business.preventivePlan && business.priorityOrder?.some((kind) => kind.endsWith("-plano")))
      context.addIssue({
        code: "custom",
        path: ["priorityOrder"],
        message: "parada-plano e visita-plano precisam do plano de manutenção preventiva",
      });
    if (freeDiagnosisFrom && !business.prices)
      context.addIssue({
        code: "custom",
        path: ["loyalty", "freeDiagnosisFrom"],
        message: "o diagnóstico grátis precisa do preço do diagnóstico (Preços)",
      });
    // A paid emergency has its place in the one order of priority, chosen by the owner.
    const emergencyRanked = business.priorityOrder?.includes("emergencia");
    if (emergencyRanked && !business.prices?.emergency)
      context.addIssue({
        code: "custom",
        path: ["priorityOrder"],
        message: "emergencia precisa do atendimento de emergência (Preços e pagamento)",
      });
    if (business.prices?.emergency && business.priorityOrder && !emergencyRanked)
      context.addIssue({
        code: "custom",
        path: ["priorityOrder"],
        message: "inclua emergencia na ordem: o atendimento de emergência pago precisa do seu lugar na fila",
      });
    const plan = business.preventivePlan;
    // A visit's machines fit in the longest day of opening hours.
    const spans = business.openingHours.map((hours) =>
      TIME.test(hours.opens) && TIME.test(hours.closes) ? minutesOf(hours.closes) - minutesOf(hours.opens) : 0,
    );
    // Checked once the hours themselves are right (their own rules say what is wrong with them).
    const minutesRight =
      plan?.minutesPerMachine !== undefined && plan.minutesPerMachine >= 5 && plan.minutesPerMachine <= 480;
    if (plan?.machinesPerVisit && minutesRight && spans.length && spans.every((span) => span > 0)) {
      const day = Math.max(...spans);
      const needed = plan.machinesPerVisit * plan.minutesPerMachine!;
      if (needed > day)
        context.addIssue({
          code: "custom",
          path: ["preventivePlan", "minutesPerMachine"],
          message: `${plan.machinesPerVisit} máquinas de ${plan.minutesPerMachine!} minutos (${hoursText(needed)}) não cabem num dia de atendimento (o mais longo tem ${hoursText(day)}): diminua o tempo ou o máximo de máquinas por visita`,
        });
    }
    if (plan?.earlyExitPercent && !plan.minimumMonths)
      context.addIssue({
        code: "custom",
        path: ["preventivePlan", "earlyExitPercent"],
        message: "a multa por sair antes precisa do prazo mínimo do contrato",
      });
    // Prices, pickup and same-day visits are promised only where the business goes.
    const groups = [
      [["sameDayVisit", "towns"], business.sameDayVisit.towns] as const,
      ...(business.prices?.emergency
        ? [[["prices", "emergency", "towns"], business.prices.emergency.towns] as const]
        : []),
      ...(business.prices?.visit.map((group, i) => [["prices", "visit", i, "towns"], group.towns] as const) ?? []),
      ...(business.logistics?.pickup
        ? [[["logistics", "pickup", "towns"], business.logistics.pickup.towns] as const]
        : []),
    ];
    for (const [path, list] of groups) {
      const outside = list.filter((town) => !business.areaServed.includes(town));
      if (outside.length)
        context.addIssue({
          code: "custom",
          path: [...path],
          message: `use só cidades atendidas (Cidades atendidas); não estão lá: ${outside.join(", ")}`,
        });
    }
  });

/** The facts as the owner writes them (the YAML file, the CMS's forms). */
export type BusinessInput = z.input<typeof businessSchema>;
export type Business = z.infer<typeof businessSchema>;

/**
 * Validates the facts; a bad value throws one message per field, naming the field and what to write there, under
 * the file that holds it.
 * @param fileOf where the facts come from, for the message: the file holding a top-level key
 */
export function parseBusiness(
  input: unknown,
  fileOf: (key: PropertyKey | undefined) => string = () => "src/data/empresa",
): Business {
  const result = businessSchema.safeParse(input);
  if (result.success) return result.data;
  const byFile = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const file = fileOf(issue.path[0]);
    byFile.set(file, [...(byFile.get(file) ?? []), `  - ${issue.path.join(".") || "(arquivo)"}: ${issue.message}`]);
  }
  throw new Error(
    [...byFile]
      .map(([file, problems]) => `Os dados da empresa em ${file} têm problemas:\n${problems.join("\n")}`)
      .join("\n"),
  );
}
