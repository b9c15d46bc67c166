// The supplier sheet (ficha cadastral de fornecedor): what a factory's purchasing department asks before the
// first order (registration, tax data, how the service and its parts are invoiced, how and where to pay, whom to
// ask about a bill, the plan's terms), from the facts alone, printable, linked from /contato's first screen and
// from the plan's page. A part whose facts are absent is left out.
import type { Business } from "../lib/business-schema";
import { formatList, formatPhone, upperFirst } from "../lib/format";
import { PIX_KEY_KINDS, pixKeyKind } from "../lib/registration";
import { conditionsOf } from "./conditions";
import { planTerms } from "./legal/plan-terms";
import { companyFacts } from "./legal/terms";

interface Row {
  label: string;
  value: string;
}

export const SUPPLIER_SHEET_PATH = "/ficha-fornecedor";

/** The sheet's parts, by the title each has on it. */
export const SHEET_PARTS = {
  company: "Empresa",
  tax: "Dados fiscais",
  invoice: "Nota fiscal",
  payment: "Pagamento",
  billing: "Contato do financeiro",
  plan: "Plano de manutenção preventiva",
} as const;

const ISS: Record<NonNullable<NonNullable<Business["supplier"]>["iss"]>, string> = {
  "não retido": "Não retido: o ISS é recolhido por nós",
  "retido pelo cliente": "Retido pelo cliente, que o desconta do valor da nota e o recolhe",
};

const PARTS: Record<NonNullable<NonNullable<Business["supplier"]>["partsInvoice"]>, string> = {
  "na mesma nota do serviço": "Na mesma nota fiscal do serviço",
  "em nota de venda separada": "Em nota fiscal de venda separada da nota do serviço",
};

/** A row for each fact present. */
const rows = (...candidates: Array<Row | false | undefined>): Row[] => candidates.filter((row): row is Row => !!row);

export function supplierSheet(business: Business) {
  const conditions = conditionsOf(business);
  const supplier = business.supplier;
  const pixKind = supplier?.pixKey ? pixKeyKind(supplier.pixKey) : undefined;
  const bank = supplier?.bankAccount;
  const contact = supplier?.billingContact;
  const sections: { title: string; rows: Row[] }[] = [
    {
      title: SHEET_PARTS.company,
      rows: [
        ...companyFacts(business),
        { label: "WhatsApp", value: formatPhone(business.whatsapp) },
        { label: "Site", value: new URL(business.siteUrl).host },
        { label: "Cidades atendidas", value: formatList(business.areaServed) },
      ],
    },
    {
      title: SHEET_PARTS.tax,
      rows: rows(
        !!supplier?.municipalRegistration && { label: "Inscrição municipal", value: supplier.municipalRegistration },
        !!supplier?.taxRegime && { label: "Regime tributário", value: supplier.taxRegime },
        !!supplier?.cnae && { label: "CNAE principal", value: supplier.cnae },
      ),
    },
    {
      title: SHEET_PARTS.invoice,
      rows: rows(
        {
          label: "Emissão",
          value: business.issuesInvoice
            ? "Nota fiscal de serviço eletrônica (NFS-e) em todo serviço"
            : "Não emitimos nota fiscal",
        },
        !!supplier?.iss && { label: "ISS", value: ISS[supplier.iss] },
        !!supplier?.partsInvoice && { label: "Peças trocadas", value: PARTS[supplier.partsInvoice] },
      ),
    },
    {
      title: SHEET_PARTS.payment,
      rows: rows(
        !!conditions.payment && { label: "Formas aceitas", value: upperFirst(conditions.payment.detail) },
        !!supplier?.pixKey && !!pixKind && { label: `Chave Pix (${PIX_KEY_KINDS[pixKind]})`, value: supplier.pixKey },
        !!bank && {
          label: "Conta bancária",
          value: `${bank.bank} (${bank.code}), agência ${bank.agency}, conta corrente ${bank.account}`,
        },
        (!!bank || !!supplier?.pixKey) && { label: "Titular", value: `${business.legalName}, CNPJ ${business.cnpj}` },
        !!business.prices && { label: "Validade do orçamento", value: `${business.prices.quoteValidDays} dias` },
      ),
    },
    {
      title: SHEET_PARTS.billing,
      rows: contact
        ? rows(
            { label: "Nome", value: contact.name },
            { label: "E-mail", value: contact.email },
            !!contact.phone && { label: "Telefone", value: contact.phone.display },
          )
        : [],
    },
    {
      title: SHEET_PARTS.plan,
      rows: business.preventivePlan
        ? planTerms(business.preventivePlan, business).map(({ term, detail }) => ({ label: term, value: detail }))
        : [],
    },
  ];
  const present = sections.filter((section) => section.rows.length > 0);
  return {
    path: SUPPLIER_SHEET_PATH,
    title: "Ficha cadastral de fornecedor",
    description: `Dados de ${business.legalName} para o cadastro de fornecedores: ${contentsOf(business)}.`,
    lead: "Os dados que o setor de compras pede para cadastrar um fornecedor, prontos para imprimir e arquivar.",
    printHint: "Para enviar ao setor de compras, use Imprimir no navegador e salve em PDF.",
    sections: present,
  };
}

/** What the sheet holds, in a few words, as the facts have it: "CNPJ e endereço, dados fiscais, …". */
export function contentsOf(business: Business): string {
  const supplier = business.supplier;
  return formatList([
    "CNPJ e endereço",
    ...(supplier?.municipalRegistration || supplier?.taxRegime || supplier?.cnae ? ["dados fiscais"] : []),
    ...(business.issuesInvoice ? ["nota fiscal"] : []),
    ...(conditionsOf(business).payment ? ["formas de pagamento"] : []),
    ...(supplier?.pixKey || supplier?.bankAccount ? ["dados bancários"] : []),
    ...(supplier?.billingContact ? ["contato do financeiro"] : []),
    ...(business.preventivePlan ? ["condições do plano"] : []),
  ]);
}

/** How /contato's first screen and the plan's page lead to the sheet. */
export const supplierSheetLink = {
  lead: "Para o setor de compras:",
  label: "ficha cadastral de fornecedor",
  text: ", pronta para imprimir.",
  /** The plan's page: a link of its own. */
  planLabel: "Ficha cadastral de fornecedor, para o setor de compras",
};
