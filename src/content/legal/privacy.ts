// Privacy policy. It must describe what the site really does: static pages, no cookies, no analytics,
// no third-party scripts, a contact form that only composes a WhatsApp/e-mail message in the browser.
// If the site ever changes that (a form backend, analytics, a chat widget), this text must change too.
// Every business fact comes from the `business` argument (src/config/business.ts).
import type { Business } from "../../lib/business-schema";
import { formatDate } from "../../lib/format";
import { stockPhotoHosts } from "../../lib/images";
import { formatAddress } from "../../lib/links";
import { revisions } from "./revisions";
import type { LegalDocument } from "./types";

/** The nine rights of the data subject (LGPD, art. 18, items I to IX), in the law's order. */
export const dataSubjectRights: readonly string[] = [
  "confirmação da existência de tratamento;",
  "acesso aos dados;",
  "correção de dados incompletos, inexatos ou desatualizados;",
  "anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;",
  "portabilidade dos dados;",
  "eliminação dos dados tratados com o consentimento;",
  "informação sobre as entidades públicas e privadas com as quais os dados foram compartilhados;",
  "informação sobre a possibilidade de não dar o consentimento e sobre as consequências de negá-lo;",
  "revogação do consentimento.",
];

/** Rows of the data controller block shown near the top of the privacy page. */
export function dataController(business: Business): { label: string; value: string }[] {
  return [
    { label: "Controlador", value: business.legalName },
    { label: "CNPJ", value: business.cnpj },
    { label: "Endereço", value: formatAddress(business.address) },
    { label: "E-mail", value: business.email },
    { label: "Telefone", value: business.phone.display },
    { label: "Canal do titular", value: `${business.email} ou ${business.phone.display}` },
  ];
}

export function privacyPolicy(business: Business): LegalDocument {
  const { legalName, cnpj, email, dataRequestReplyDays } = business;
  const phone = business.phone.display;
  const photoHosts = stockPhotoHosts(Object.values(business.images));

  return {
    title: "Política de Privacidade",
    description:
      "Como tratamos seus dados pessoais conforme a LGPD: o site não usa cookies nem rastreamento e só recebemos o que você envia por WhatsApp, telefone ou e-mail.",
    updated: formatDate(revisions.privacy.updated),
    intro: [
      `A empresa ${legalName}, inscrita no CNPJ sob o nº ${cnpj}, tem o compromisso de proteger os seus dados pessoais e de cumprir a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). Esta política explica, em linguagem simples, quais dados recebemos, para que os usamos e como você pode exercer os seus direitos.`,
      "Em resumo: este site não usa cookies nem ferramentas de análise de audiência ou de publicidade, e o formulário não envia nada. Só recebemos os dados que você decide nos enviar por WhatsApp, telefone ou e-mail. Como todo servidor, o da hospedagem registra os acessos ao site (veja Compartilhamento).",
    ],
    sections: [
      {
        id: "dados-coletados",
        title: "Dados que coletamos",
        paragraphs: [
          "Recebemos apenas os dados que você escolhe nos enviar quando fala conosco por WhatsApp, telefone ou e-mail: seu nome, telefone, e-mail, o nome da empresa, o conteúdo da mensagem e os detalhes das máquinas (marca, modelo, defeito, fotos ou vídeos que você mandar).",
          "O formulário da página Contato não envia nada para nós nem para nenhum servidor. Quando você clica para enviar, o seu próprio navegador monta uma mensagem com o que você digitou e abre o WhatsApp (ou o seu programa de e-mail) com esse texto. Os dados só chegam até nós se você enviar a mensagem por lá.",
          "Se você contratar um serviço, recebemos também os dados necessários para executá-lo e emitir a nota fiscal, como razão social, CNPJ ou CPF, endereço e o nome de quem acompanha o atendimento.",
          `O site não tem cadastro, login nem banco de dados, e não usa cookies, ferramentas de análise, publicidade, pixels de rastreamento ou scripts de terceiros. ${
            photoHosts.length
              ? "Os únicos registros automáticos são o de acesso, feito pelo servidor da hospedagem, e o do banco de imagens de onde vêm as fotos, ambos descritos em Compartilhamento."
              : "O único registro automático é o de acesso, feito pelo servidor da hospedagem, descrito em Compartilhamento."
          }`,
        ],
      },
      {
        id: "uso-dos-dados",
        title: "Como usamos os dados",
        paragraphs: ["Usamos os dados que você nos envia somente para:"],
        list: [
          "responder ao seu contato e tirar dúvidas;",
          "preparar orçamentos, agendar visitas e executar os serviços contratados;",
          "emitir notas fiscais e cumprir obrigações legais e fiscais;",
          "prestar a garantia dos serviços e, se você participar, registrar seus atendimentos no Programa de Fidelidade.",
        ],
        after: [
          "Esses usos têm como base legal a execução de contrato e dos procedimentos que o antecedem, como o orçamento, e o cumprimento de obrigações legais (LGPD, art. 7º, incisos II e V).",
          "Não vendemos dados, não os usamos para publicidade e não enviamos mensagens promocionais sem que você peça.",
        ],
      },
      {
        id: "compartilhamento",
        title: "Compartilhamento",
        paragraphs: [
          "Não vendemos nem cedemos seus dados. Só os compartilhamos quando necessário: com o escritório de contabilidade, para emitir notas fiscais e cumprir obrigações fiscais, e com autoridades públicas, quando a lei ou uma ordem judicial exigir.",
          "Alguns serviços de terceiros fazem parte do caminho da informação e seguem suas próprias políticas de privacidade. O WhatsApp (da empresa Meta) processa as mensagens enviadas por ele. Os serviços de e-mail fazem o mesmo com as mensagens de e-mail. O Google Maps só recebe dados se você clicar no link do endereço.",
          ...(photoHosts.length
            ? [
                `As fotos do site são carregadas de um banco de imagens (${photoHosts.join(", ")}). Como qualquer servidor, ele recebe o endereço IP e dados do navegador do visitante quando a imagem é solicitada.`,
              ]
            : []),
          "A empresa que hospeda este site pode manter registros de acesso (endereço IP, data, hora e página acessada), como o Marco Civil da Internet (Lei nº 12.965/2014, art. 15) exige dos provedores de aplicações, pelo prazo de seis meses. Esses registros só podem ser fornecidos a terceiros por ordem judicial.",
        ],
      },
      {
        id: "seguranca",
        title: "Segurança",
        paragraphs: [
          "O site é servido por conexão segura (HTTPS) e, como não tem banco de dados nem cadastro, não guarda dados que possam vazar dele.",
          "Os dados que você nos envia ficam em contas e aparelhos protegidos por senha, e só as pessoas que precisam deles para atender você têm acesso.",
          "Nenhum sistema é totalmente imune a falhas. Se acontecer um incidente de segurança que possa causar risco ou dano relevante, avisaremos você e a Autoridade Nacional de Proteção de Dados (ANPD), como manda a LGPD (art. 48). Nunca pedimos senhas nem códigos de verificação por mensagem.",
        ],
      },
      {
        id: "retencao",
        title: "Retenção dos dados",
        paragraphs: [
          "Guardamos os dados somente pelo tempo necessário para responder ao seu contato, executar o serviço e cumprir obrigações legais. O que nós mesmos guardamos (orçamentos, notas fiscais, o cadastro do Programa de Fidelidade) fica em arquivos e aparelhos da empresa, no Brasil.",
          "Uma vez por ano, apagamos as conversas e os orçamentos que não viraram serviço e cujo último contato tem mais de um ano. Os dados de serviços executados são guardados durante a garantia (e, para quem participa do Programa de Fidelidade, enquanto durar a participação), e os documentos fiscais, como as notas fiscais, pelo prazo de cinco anos exigido pela legislação tributária.",
          "Terminados esses prazos, os dados são apagados ou anonimizados, salvo quando a lei permitir ou exigir que sejam mantidos por mais tempo (LGPD, art. 16).",
        ],
      },
      {
        id: "direitos-do-titular",
        title: "Direitos do titular",
        paragraphs: ["Você é o titular dos seus dados pessoais. A LGPD (art. 18) garante a você o direito de pedir:"],
        list: [...dataSubjectRights],
        after: [
          `Para exercer qualquer um desses direitos, escreva para ${email} ou ligue para ${phone}. O pedido é gratuito, e respondemos em até ${dataRequestReplyDays} dias. Podemos pedir alguma informação para confirmar que o pedido é seu.`,
          `Como agente de tratamento de pequeno porte, a empresa não é obrigada a indicar um encarregado (Resolução CD/ANPD nº 2/2022, art. 11), mas mantém um canal para os titulares: o e-mail ${email} e o telefone ${phone}, atendidos pelo próprio responsável pela empresa.`,
          "Se não ficar satisfeito com a resposta, você pode apresentar uma reclamação à Autoridade Nacional de Proteção de Dados (ANPD), pelo site gov.br/anpd.",
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        paragraphs: [
          "Este site não usa cookies nem tecnologias parecidas: não grava nada no seu navegador e não acompanha a sua navegação. Por isso não há aviso de cookies para aceitar.",
          "As mensagens de WhatsApp que o site deixa prontas trazem uma linha com a página de onde saíram, por exemplo “(Enviada pelo site: Contato)”. É assim, sem cookies nem ferramentas de análise, que sabemos quais páginas ajudam os clientes. A linha fica à vista na mensagem antes do envio, e você pode apagá-la.",
          "Ao abrir o WhatsApp, o seu programa de e-mail ou o Google Maps pelos links do site, você passa a usar serviços desses terceiros, que têm suas próprias políticas de privacidade e de cookies.",
        ],
      },
      {
        id: "transferencia-internacional",
        title: "Transferência internacional",
        paragraphs: [
          "O que nós mesmos guardamos fica no Brasil. Mas as mensagens trocadas pelo WhatsApp e por e-mail também ficam nos servidores desses serviços, que podem estar em outros países.",
          "Esses serviços tratam as mensagens de acordo com as suas próprias políticas e com as regras da LGPD para transferência internacional (art. 33). Se preferir que nada saia do Brasil, fale conosco por telefone.",
        ],
      },
      {
        id: "menores-de-18-anos",
        title: "Menores de 18 anos",
        paragraphs: [
          "Nossos serviços são destinados a empresas, e não coletamos dados de menores de 18 anos.",
          "Se soubermos que recebemos dados de alguém com menos de 18 anos, eles serão apagados.",
        ],
      },
      {
        id: "alteracoes",
        title: "Alterações desta política",
        paragraphs: [
          "Podemos atualizar esta política, por exemplo se o site ganhar um novo recurso. A data da última atualização aparece no início da página.",
          `Se uma mudança alterar a forma como tratamos seus dados, ela será informada com destaque nesta página. Em caso de dúvida, fale conosco pelo e-mail ${email} ou pelo telefone ${phone}.`,
        ],
      },
    ],
  };
}
