// The words of the owner's forms at /admin (Sveltia CMS; src/lib/admin-config.ts builds them, the page
// src/pages/admin/index.astro shows them): the collections' names, the labels of the collections' fields (their
// schemas carry none; the facts' fields carry theirs in src/lib/facts-schema/), the history's messages.
import type { FactsPart } from "../lib/facts-files";
import { DESCRIPTION_LENGTH, TITLE_MAX } from "../lib/page-title.ts";

/** The page's title after the business's name, and what it says without JavaScript. */
export const adminPage = {
  title: (brand: string) => `${brand}: dados do site`,
  noScript: "Para editar os dados do site, ative o JavaScript do navegador.",
};

/** The three collections, as the owner sees them in the CMS's list. */
export const adminCollections = {
  facts: {
    label: "Dados da empresa",
    description:
      "Contatos, horários, preços, plano, fidelidade, empresa, fornecedor e cidades: um formulário para cada assunto",
  },
  machines: {
    label: "Tipos de máquina",
    singular: "Tipo de máquina",
    description: "Uma página do site para cada tipo de máquina",
  },
  works: {
    label: "Trabalhos realizados",
    singular: "Trabalho realizado",
    description: "Fotos suas de trabalhos terminados, na página inicial",
  },
};

/** The facts' forms, one per file of src/data/empresa/ (src/lib/facts-files.ts), in the order the list shows them. */
export const factsForms: Record<FactsPart, { label: string }> = {
  contatos: { label: "Contatos e endereço" },
  horarios: { label: "Horários e feriados" },
  precos: { label: "Preços e pagamento" },
  plano: { label: "Plano preventivo" },
  fidelidade: { label: "Programa de fidelidade" },
  empresa: { label: "Técnico e empresa" },
  fornecedor: { label: "Cadastro de fornecedor" },
  cidades: { label: "Cidades e atendimento" },
};

/** The check of the whole facts entry at the top of its form, and the words of the form's own fields. */
export const adminEntryCheck = {
  label: "Conferência antes de salvar",
  hint: "O site confere aqui todas as regras dos dados, as mesmas da publicação. Com algum problema, nada é salvo.",
  ok: "Tudo certo: o site aceita estes dados.",
  /** The message that stops the save: each problem with its field, as the form labels it. */
  problems: (problems: Array<{ field: string; message: string }>) =>
    `${problems.length === 1 ? "Corrija antes de salvar" : `Corrija ${problems.length} campos antes de salvar`}: ${problems
      .map(({ field, message }) => `${field}: ${message}`)
      .join("; ")}.`,
  /** The "free" choice of a fee that may be free. */
  free: "Grátis",
  /** What a money field shows under it once read: the amount the site will show. */
  moneyRead: (amount: string) => `O site vai mostrar ${amount}`,
};

/** Each save is a commit: what the history says of it. */
export const adminCommitMessages = {
  create: "Novo {{collection}}: {{slug}} (pelo site /admin)",
  update: "Atualiza {{collection}}: {{slug}} (pelo site /admin)",
  delete: "Apaga {{collection}}: {{slug}} (pelo site /admin)",
  uploadMedia: "Envia foto {{path}} (pelo site /admin)",
  deleteMedia: "Apaga foto {{path}} (pelo site /admin)",
};

/** A pattern's message where the schema gives none: the field's hint says the expected form. */
export const patternMessage = (label: string, hint?: string) =>
  hint ? `Confira "${label}": ${hint[0]!.toLowerCase()}${hint.slice(1)}` : `Confira o formato de "${label}"`;

/** The machine families' fields in the owner's words (their collection's schema carries no labels). */
export const machineLabels: Record<string, string | [string, string]> = {
  title: [
    "Título da página",
    `Em letra de frase e com até ${TITLE_MAX} letras, como Conserto de overloques e interloques`,
  ],
  name: ["Nome curto (plural)", "Aparece nos links e listas, como Overloques e interloques"],
  order: ["Ordem nas listas", "1 aparece primeiro"],
  description: ["Descrição para o Google", `De ${DESCRIPTION_LENGTH.min} a ${DESCRIPTION_LENGTH.max} letras`],
  summary: ["Resumo do cartão", "Uma frase, até 170 letras"],
  intro: "Introdução (parágrafos)",
  "intro.*": "Parágrafo",
  machines: "Máquinas atendidas",
  "machines.*": "Máquina",
  preventive: "Manutenção preventiva: o que é feito",
  "preventive.*": "Item",
  corrective: "Conserto: o que é feito",
  "corrective.*": "Item",
  faults: "Defeitos comuns",
  "faults.*.symptom": "Sintoma",
  "faults.*.text": "O que fazer",
  whatsappMessage: ["Mensagem do WhatsApp", "O texto que o cliente envia desta página"],
  brands: "Marcas atendidas",
  "brands.*": "Marca",
  related: "Tipos de máquina relacionados",
  parts: ["Peças comuns e seus preços", "Aparecem na página quando a empresa publica os preços"],
  "parts.quoted": ["Mês da cotação", "Ano e mês em que os preços foram conferidos, como 2026-11"],
  "parts.items": "Peças",
  "parts.items.*.part": ["Peça", "Como Lançadeira"],
  "parts.items.*.from": "A partir de (R$)",
  "parts.items.*.through": "Até (R$)",
  photo: "Foto",
  photoAlt: ["Descrição da foto", "O que a foto mostra, para quem usa leitor de tela"],
};

/** The job photos' fields in the owner's words. */
export const workLabels: Record<string, string | [string, string]> = {
  photo: ["Foto", "Uma foto sua do trabalho; o site diminui e converte a foto ao enviar"],
  alt: ["Descrição da foto", "O que a foto mostra, para quem usa leitor de tela"],
  caption: ["Legenda", "O que foi feito, como Troca de laçadores e regulagem do ponto"],
  machine: ["Máquina", "Como Overloque de 4 fios"],
  town: "Cidade",
  date: "Data do trabalho",
  family: "Tipo de máquina",
};
