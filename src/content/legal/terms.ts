// Terms of use of the site and of the repair services. Every business fact comes from the `business`
// argument (src/config/business.ts); nothing here repeats a name, number or town.
import type { Business } from "../../lib/business-schema";
import { formatDate, formatOpeningHours, lowerFirst } from "../../lib/format";
import { formatAddress } from "../../lib/links";
import { conditionsOf } from "../conditions";
import { priorityOf } from "../priority";
import { loyaltyRules } from "./loyalty-rules";
import { contractTerms } from "./plan-terms";
import { revisions } from "./revisions";
import type { LegalDocument } from "./types";

/** Rows of the company information block shown at the top of the terms. */
export function companyFacts(business: Business): { label: string; value: string }[] {
  return [
    { label: "Razão social", value: business.legalName },
    { label: "CNPJ", value: business.cnpj },
    { label: "Atividade", value: business.activity },
    { label: "Endereço", value: formatAddress(business.address) },
    { label: "Telefone", value: business.phone.display },
    { label: "E-mail", value: business.email },
  ];
}

export function termsOfUse(business: Business): LegalDocument {
  const { legalName, cnpj, email } = business;
  const phone = business.phone.display;
  const city = business.address.city;
  const address = formatAddress(business.address);
  const conditions = conditionsOf(business);
  const priority = priorityOf(business);
  const plan = business.preventivePlan;

  return {
    title: "Termos de Uso",
    description:
      "Termos de uso e condições dos serviços de manutenção e reparo de máquinas industriais: orçamento, agendamento, garantia, pagamento e cancelamento.",
    updated: formatDate(revisions.terms.updated),
    intro: [
      `Estes Termos de Uso valem para o uso deste site e para a contratação dos serviços de ${legalName}, empresa inscrita no CNPJ sob o nº ${cnpj}, com sede no endereço ${address}. Neles, “nós” é a empresa e “cliente” é quem solicita ou contrata os serviços.`,
      "Explicamos aqui, de forma direta, como trabalhamos: do pedido de orçamento até a garantia do serviço. Em caso de dúvida, fale conosco antes de contratar.",
    ],
    sections: [
      {
        id: "aceitacao",
        title: "Aceitação dos termos",
        paragraphs: [
          "Ao usar este site, pedir um orçamento ou aprovar um serviço, o cliente declara que leu estes termos e concorda com eles.",
          "Se o orçamento aprovado trouxer uma condição diferente da que está aqui, vale o que foi combinado no orçamento para aquele serviço.",
          "As informações e fotos do site são de caráter informativo e podem mudar sem aviso. O que vale para cada atendimento é o que consta no orçamento aprovado.",
        ],
      },
      {
        id: "servicos",
        title: "Serviços",
        paragraphs: [
          "Fazemos manutenção preventiva, reparos e atendimentos de emergência em máquinas e equipamentos de confecções, facções, empresas de bordado e fábricas de calçados e de artigos de couro, como:",
        ],
        list: [
          "overloques, interloques e galoneiras;",
          "máquinas retas, de uma ou duas agulhas, e máquinas de costura especiais;",
          "bordadeiras;",
          "máquinas de corte, como cortadeiras de disco e de faca vertical;",
          "máquinas para calçados e artefatos de couro, como máquinas de coluna e chanfradeiras.",
        ],
        after: [
          `O serviço pode ser feito na fábrica do cliente ou na nossa oficina (${address}). A forma de atendimento, as peças a trocar e o prazo estimado constam no orçamento.`,
          "Quando for preciso trocar peças, usamos peças originais ou compatíveis de qualidade equivalente, sempre informadas no orçamento.",
          ...(plan
            ? [
                "A manutenção preventiva por contrato segue as condições do anexo Plano de manutenção preventiva, no fim destes termos.",
              ]
            : []),
        ],
      },
      {
        id: "orcamento-e-aprovacao",
        title: "Orçamento e aprovação",
        paragraphs: [
          "Nenhum serviço é executado sem que o cliente aprove um orçamento por escrito, que informa o serviço, as peças, o valor da mão de obra e dos materiais, a forma de pagamento e o prazo estimado. A aprovação pode ser dada por escrito, inclusive por WhatsApp ou e-mail.",
          business.prices
            ? `Salvo outro prazo indicado no próprio orçamento, ele vale por ${business.prices.quoteValidDays} dias a contar do recebimento.`
            : "Salvo outro prazo indicado no próprio orçamento, ele vale por 10 (dez) dias a contar do recebimento, como prevê o Código de Defesa do Consumidor (art. 40).",
          conditions.visit && conditions.diagnosis
            ? `A visita técnica custa ${conditions.visit.detail}; o diagnóstico custa ${conditions.diagnosis.detail}. São os valores publicados na página de serviços, confirmados antes de cada atendimento e cobrados só com a concordância do cliente.`
            : "Se o diagnóstico exigir desmontagem da máquina ou visita técnica, o eventual custo dessa avaliação é informado antes e só é cobrado com a concordância do cliente.",
          "Se, durante o serviço, encontrarmos outro defeito ou a necessidade de outra peça, paramos e enviamos um novo orçamento. Nada além do aprovado é feito ou cobrado sem nova aprovação.",
        ],
      },
      {
        id: "agendamento",
        title: "Agendamento e prazos",
        paragraphs: [
          `Visitas técnicas e entregas de máquinas na oficina são agendadas pelo telefone ${phone}, pelo WhatsApp ou pelo e-mail ${email}. Nosso horário de atendimento: ${lowerFirst(formatOpeningHours(business.openingHours))}.`,
          "Os prazos informados são estimativas feitas com base no diagnóstico. Se houver atraso, por exemplo por falta de uma peça no fornecedor, avisamos o cliente assim que soubermos, com um novo prazo.",
          `${priority ? `O técnico atende sozinho, nesta ordem: ${priority.inline}.` : "Atendimentos de emergência são feitos conforme a agenda do técnico, que atende sozinho."} Ao entrar em contato, informamos quando ele pode chegar.${business.technicianAway ? ` ${business.technicianAway}` : ""}`,
          `Quando a máquina estiver pronta na oficina, avisamos o cliente, que deve retirá-la ou combinar a entrega no prazo acertado.${conditions.pickup ? ` Retirada e entrega: ${lowerFirst(conditions.pickup.detail)}.` : ""}`,
        ],
      },
      {
        id: "responsabilidades-do-cliente",
        title: "Responsabilidades do cliente",
        paragraphs: ["Para que o serviço seja feito com segurança e no prazo, o cliente se compromete a:"],
        list: [
          "dar acesso à máquina no dia e horário combinados, com um responsável para acompanhar o atendimento;",
          "oferecer condições seguras de trabalho: área livre e iluminada, energia elétrica e ar comprimido adequados quando a máquina precisar, e a possibilidade de desligar e bloquear a máquina durante o serviço;",
          "informar marca, modelo e, se possível, número de série da máquina, o defeito observado e os reparos anteriores de que tiver conhecimento;",
          "entregar, quando tiver, o manual da máquina e as peças originais guardadas;",
          "retirar tecidos, couros, linhas e outros materiais das máquinas enviadas à oficina.",
        ],
        after: [
          "Se o atendimento não puder ser feito por falta de acesso ou de condições seguras, ele será reagendado, e pode valer o que está previsto na cláusula de cancelamento.",
        ],
      },
      {
        id: "garantia",
        title: "Garantia",
        paragraphs: [
          `Todos os nossos serviços têm garantia de ${business.guaranteeDays} dias, contados da entrega da máquina ou da conclusão do serviço no local. A garantia cobre o serviço executado e as peças que fornecemos e instalamos. Se o mesmo defeito voltar nesse período, corrigimos sem custo.`,
          "Quando o cliente for consumidor, nos termos do Código de Defesa do Consumidor (Lei nº 8.078/1990), esta garantia se soma à garantia legal e não a substitui (art. 50). Para empresas que contratam o serviço para sua atividade produtiva, a garantia vale como descrita nestes termos e no orçamento aprovado.",
          "A garantia deixa de valer quando o defeito vier de:",
        ],
        list: [
          "uso inadequado ou fora das especificações do fabricante, inclusive excesso de carga e materiais não indicados para a máquina;",
          "conserto, ajuste ou troca de peças feitos por outra pessoa depois do nosso serviço;",
          "quedas, batidas, umidade, sujeira acumulada ou falta da limpeza e lubrificação recomendadas;",
          "problemas na rede elétrica ou no ar comprimido, como picos de tensão e falta de aterramento.",
        ],
        after: [
          "O desgaste natural de itens de consumo, como agulhas, facas, lâminas, correias e lâmpadas, não é coberto. Para pedir a garantia, basta falar conosco pelos nossos canais de contato.",
        ],
      },
      {
        id: "pagamento",
        title: "Pagamento",
        paragraphs: [
          `O valor, a forma e o prazo de pagamento são os informados no orçamento aprovado.${conditions.payment ? ` Aceitamos ${conditions.payment.detail}.` : ""}${business.issuesInvoice ? " Emitimos nota fiscal de todos os serviços." : ""}`,
          "Máquinas reparadas na oficina são entregues após a confirmação do pagamento, salvo outra condição combinada no orçamento.",
          "O atraso no pagamento pode gerar multa e juros, nas condições informadas no orçamento e dentro dos limites da lei.",
          "Os descontos e benefícios do Programa de Fidelidade seguem o regulamento abaixo, o mesmo publicado na página do programa:",
        ],
        list: loyaltyRules(business),
      },
      {
        id: "cancelamento",
        title: "Cancelamento e reagendamento",
        paragraphs: [
          `O cliente pode cancelar ou reagendar uma visita ou serviço com pelo menos 24 horas de antecedência, sem custo, pelo telefone ${phone}, pelo WhatsApp ou pelo e-mail ${email}.`,
          "O cancelamento com menos de 24 horas de antecedência, ou a falta de acesso à máquina no horário combinado, pode gerar uma taxa para cobrir o deslocamento e o tempo reservado. O valor dessa taxa é informado no orçamento.",
          "Se o serviço for cancelado depois de iniciado, é cobrado apenas o que já foi feito e as peças já compradas ou instaladas para aquele serviço.",
          "Se nós precisarmos remarcar um atendimento por motivo de força maior, avisamos o cliente o quanto antes e combinamos uma nova data, sem custo para ele.",
        ],
      },
      {
        id: "limitacao-de-responsabilidade",
        title: "Limitação de responsabilidade",
        paragraphs: [
          "Dentro dos limites da lei, nossa responsabilidade por qualquer dano ligado a um serviço fica limitada ao valor desse serviço contratado.",
          "Não respondemos por perdas indiretas, como produção parada, lucro que deixou de ser obtido ou atraso em pedidos do cliente, nem por defeitos da máquina que não tenham relação com o serviço executado.",
          "Quando a relação for de consumo, valem as regras do Código de Defesa do Consumidor, que prevalecem sobre esta cláusula no que ela não puder limitar.",
        ],
      },
      {
        id: "foro",
        title: "Legislação e foro",
        paragraphs: [
          "Estes termos seguem as leis da República Federativa do Brasil. Antes de qualquer medida judicial, pedimos que o cliente fale conosco: a maioria das questões se resolve numa conversa.",
          `Fica eleito o foro da Comarca de ${city}/SP para resolver qualquer questão ligada a estes termos ou aos serviços, com renúncia a qualquer outro. Quando o cliente for consumidor, ele pode optar pelo foro do seu domicílio, como garante o Código de Defesa do Consumidor (art. 101, I).`,
        ],
      },
    ],
    // The plan's terms, the same as the plan's page, after the ten clauses (clause 2 points here).
    ...(plan && {
      annexes: [
        {
          id: "plano",
          title: "Plano de manutenção preventiva",
          paragraphs: ["As condições do plano são:"],
          // "R$ 45,00" keeps its capitals.
          list: contractTerms(plan, business).map(
            ({ term, detail }, i, all) =>
              `${term}: ${detail.startsWith("R$") ? detail : lowerFirst(detail)}${i < all.length - 1 ? ";" : "."}`,
          ),
        },
      ],
    }),
  };
}
