// The supplier sheet (ficha cadastral de fornecedor): what a factory's purchasing department asks before the
// first order (registration, address, how the service is invoiced and paid, the plan's terms), from the facts
// alone, printable from /contato. A part whose facts are absent is left out.
import type { Business } from "../lib/business-schema";
import { formatList, formatPhone, upperFirst } from "../lib/format";
import { conditionsOf } from "./conditions";
import { planTerms } from "./legal/plan-terms";
import { companyFacts } from "./legal/terms";

interface Row {
  label: string;
  value: string;
}

export const SUPPLIER_SHEET_PATH = "/ficha-fornecedor";

export function supplierSheet(business: Business) {
  const conditions = conditionsOf(business);
  const sections: { title: string; rows: Row[] }[] = [
    {
      title: "Empresa",
      rows: [
        ...companyFacts(business),
        { label: "WhatsApp", value: formatPhone(business.whatsapp) },
        { label: "Site", value: new URL(business.siteUrl).host },
      ],
    },
    {
      title: "Nota fiscal",
      rows: [
        {
          label: "Emissão",
          value: business.issuesInvoice
            ? "Nota fiscal de serviço eletrônica (NFS-e) em todo serviço"
            : "Não emitimos nota fiscal",
        },
      ],
    },
    {
      title: "Pagamento",
      rows: [
        ...(conditions.payment ? [{ label: "Formas aceitas", value: upperFirst(conditions.payment.detail) }] : []),
        ...(business.prices
          ? [{ label: "Validade do orçamento", value: `${business.prices.quoteValidDays} dias` }]
          : []),
      ],
    },
    {
      title: "Plano de manutenção preventiva",
      rows: business.preventivePlan
        ? planTerms(business.preventivePlan, business).map(({ term, detail }) => ({ label: term, value: detail }))
        : [],
    },
  ];
  return {
    path: SUPPLIER_SHEET_PATH,
    title: "Ficha cadastral de fornecedor",
    description: `Dados de ${business.legalName} para o cadastro de fornecedores: CNPJ, endereço, nota fiscal, pagamento${business.preventivePlan ? " e o plano de manutenção" : ""}.`,
    lead: "Os dados que o setor de compras pede para cadastrar um fornecedor, numa página só.",
    printHint: "Para enviar ao setor de compras, use Imprimir no navegador e salve em PDF.",
    sections: sections.filter((section) => section.rows.length > 0),
    towns: `Atendemos ${formatList(business.areaServed)}.`,
  };
}

/** What /contato says of the sheet. */
export const supplierSheetLink = {
  title: "Para o setor de compras",
  text: "A ficha cadastral de fornecedor reúne CNPJ, endereço, nota fiscal, formas de pagamento e as condições do plano, pronta para imprimir.",
  label: "Ver a ficha cadastral",
};
