// The accessibility statement (/acessibilidade). It must say what is true of the site today: what it aims
// at, how it is tested, what is known not to work yet, and how to report a barrier.
import type { Business } from "../../lib/business-schema";
import { formatDate, formatList } from "../../lib/format";
import { testCoverage } from "../../lib/test-coverage";
import { revisions } from "./revisions";
import type { LegalDocument } from "./types";

/** The pages the tests name, by their titles; a family's page is any /servicos/<família>. */
const PAGE_NAMES: Record<string, string> = {
  "/": "Início",
  "/contato": "Contato",
  "/fidelidade": "Programa de Fidelidade",
  "/termos": "Termos de Uso",
  "/servicos": "Serviços",
  "/manutencao-preventiva": "Manutenção preventiva",
  "/404": "Página não encontrada",
};
const isFamily = (path: string) => path.startsWith("/servicos/");
const pageName = (path: string) => {
  const name = PAGE_NAMES[path];
  if (!name)
    throw new Error(`the accessibility statement has no name for the tested page ${path}: add it to PAGE_NAMES`);
  return `“${name}”`;
};
const pixels = (width: number) => new Intl.NumberFormat("pt-BR").format(width);

/** "Como testamos", made from what the tests run (src/lib/test-coverage.ts): it cannot claim more. */
export function testingParagraphs(coverage: typeof testCoverage = testCoverage): string[] {
  const { widths, screens } = coverage;
  const plain = screens.filter((s) => s.text === 1).map((s) => pixels(s.width));
  const larger = screens.filter((s) => s.text !== 1);
  return [
    `A cada mudança, a ferramenta axe-core procura falhas das WCAG (inclusive áreas de toque menores que 24 pixels) em todas as páginas na largura de celular (${pixels(widths.phone)} pixels) e em uma página de cada modelo na largura de computador (${pixels(widths.desktop)} pixels). O código HTML de todas as páginas passa pelo validador do W3C.`,
    `Na largura de celular, um teste percorre com a tecla Tab uma página de cada modelo, do começo ao fim: cada link, botão ou campo que recebe o foco precisa aparecer na tela, sem ficar escondido pela barra fixa no pé da tela, e mostrar um contorno de foco com contraste de pelo menos 3:1 com a cor ao redor, o que também é conferido na largura de computador.`,
    `O Lighthouse, do Google, precisa dar nota 100 de acessibilidade, no perfil de celular, nas páginas ${formatList([
      ...coverage.lighthousePaths.filter((path) => !isFamily(path)).map(pageName),
      ...(coverage.lighthousePaths.some(isFamily) ? ["em uma página de tipo de máquina"] : []),
    ])}.`,
    `Os caminhos principais (o menu do celular, o formulário de contato e a leitura com o JavaScript desligado) são testados ${formatList(coverage.engines.map((engine) => `no ${engine}`))} (o WebKit é o motor do Safari). No Chromium, os testes também conferem o que o navegador informa aos leitores de tela sobre o menu.`,
    `Nenhuma página pode rolar para o lado em ${formatList(plain)} pixels de largura${larger
      .map((s) => `, nem em ${pixels(s.width)} pixels com letras ${Math.round((s.text - 1) * 100)}% maiores`)
      .join("")}.`,
    `Com o espaçamento de texto aumentado como descrevem as WCAG (linhas, letras, palavras e parágrafos mais afastados), nenhum texto pode ficar cortado e nenhuma página pode rolar para o lado, ${formatList(coverage.textSpacingWidths.map((width) => `em ${pixels(width)}`))} pixels.`,
  ];
}

export function accessibilityStatement(business: Business): LegalDocument {
  const { email } = business;
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
        paragraphs: testingParagraphs(),
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
          "Enquanto a correção não fica pronta, passamos a informação que você procurava pelo canal que preferir.",
        ],
      },
    ],
  };
}
