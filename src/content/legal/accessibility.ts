// The accessibility statement (/acessibilidade). It must say what is true of the site today: what it aims
// at, how it is tested, what is known not to work yet, and how to report a barrier.
import type { Business } from "../../lib/business-schema";
import { formatDate } from "../../lib/format";
import { revisions } from "./revisions";
import type { LegalDocument } from "./types";

export function accessibilityStatement(business: Business): LegalDocument {
  const { email, dataRequestReplyDays } = business;
  const phone = business.phone.display;
  return {
    title: "Acessibilidade",
    description:
      "Declaração de acessibilidade do site: o que buscamos (WCAG 2.2 AA e ABNT NBR 17225), como testamos, limitações conhecidas e como relatar uma barreira.",
    updated: formatDate(revisions.accessibility.updated),
    intro: [
      `Queremos que qualquer pessoa consiga ler este site e falar com a ${business.legalName}, inclusive quem usa leitor de tela, teclado, ampliação ou letras maiores no celular.`,
    ],
    sections: [
      {
        id: "compromisso",
        title: "O que buscamos",
        paragraphs: [
          "O objetivo é atender ao nível AA das Diretrizes de Acessibilidade para Conteúdo Web (WCAG 2.2), do W3C, e aos requisitos da norma ABNT NBR 17225:2025, de acessibilidade em conteúdo e aplicações web.",
          "Hoje o site está parcialmente conforme: cumpre a maior parte desses requisitos, com as limitações descritas mais abaixo.",
        ],
      },
      {
        id: "como-foi-feito",
        title: "Como o site foi feito",
        paragraphs: ["Cada página:"],
        list: [
          "é HTML completo, legível e navegável sem JavaScript, com títulos em ordem e regiões marcadas (cabeçalho, navegação, conteúdo e rodapé);",
          "tem um link para pular direto ao conteúdo e pode ser usada só com o teclado, com o foco sempre visível;",
          "tem textos e botões com contraste suficiente, áreas de toque de pelo menos 24 por 24 pixels e fotos com descrição;",
          "respeita a preferência do sistema por menos movimento e acompanha o aumento de letra do navegador.",
        ],
      },
      {
        id: "como-testamos",
        title: "Como testamos",
        paragraphs: [
          "A cada mudança, testes automáticos passam por todas as páginas em larguras de celular (375 pixels) e de computador (1.280 pixels): a ferramenta axe-core procura falhas das WCAG, incluindo o tamanho das áreas de toque; o código HTML é validado pelo validador do W3C; e o Lighthouse, do Google, mede a acessibilidade de cada página.",
          "Outros testes usam o site como uma pessoa usaria, nos três motores de navegador (Chromium, Firefox e WebKit, o do Safari): abrem e fecham o menu pelo teclado, conferem o que o navegador informa aos leitores de tela sobre o menu e os avisos, e leem as páginas com o JavaScript desligado. Todas as páginas são conferidas de 320 a 1.440 pixels de largura e com letras 30% maiores, sem rolar para o lado. Capturas de tela de cada página são conferidas a cada mudança visual.",
        ],
      },
      {
        id: "limitacoes",
        title: "Limitações conhecidas",
        paragraphs: ["Sabemos destes pontos e estamos trabalhando neles:"],
        list: [
          "com letras bem maiores numa tela estreita, um endereço de e-mail pode quebrar no meio de uma palavra, para a página não rolar para o lado;",
          "o site ainda não foi avaliado com leitores de tela por pessoas que os usam no dia a dia;",
          "o WhatsApp, o Google Maps e os programas de e-mail abertos pelos links são serviços de terceiros, com a acessibilidade de cada um.",
        ],
      },
      {
        id: "relatar-barreira",
        title: "Como relatar uma barreira",
        paragraphs: [
          `Se algo no site impedir ou dificultar o seu acesso, conte para nós pelo telefone ${phone}, pelo WhatsApp ou pelo e-mail ${email}. Diga a página e o que aconteceu; se preferir, mande uma foto ou um áudio.`,
          `Respondemos em até ${dataRequestReplyDays} dias e, enquanto a correção não fica pronta, passamos a informação que você procurava pelo canal que preferir.`,
        ],
      },
    ],
  };
}
