// The words of the page of the owner's saves, "Está no ar?" (/admin/publicacao: src/pages/admin/publicacao.astro
// and its island, src/components/admin/Publication.tsx): whether each save of his forms is on the site.

export const publicationPage = {
  path: "/admin/publicacao",
  title: (brand: string) => `Está no ar? ${brand}`,
  heading: "Está no ar?",
  intro: "Suas últimas alterações nos formulários e se cada uma já está no site.",
  noScript: "Para ver se suas alterações estão no ar, ative o JavaScript do navegador.",
  backToForms: "Voltar aos formulários",
  refresh: "Atualizar",
  loading: "Perguntando ao GitHub…",
  updatedAt: (time: string) => `Conferido ${time}.`,
  empty: "Nenhuma alteração encontrada.",
  /** A photo of the site's own (public/fotos/), in the list of files "Desfazer" writes back. */
  photo: "Foto",
  /** The link to this page in the forms (the collections' description, Markdown). */
  formsLink: "[Está no ar? Veja suas alterações](/admin/publicacao)",
};

/** Why the page cannot read the saves, and what to do. */
export const publicationProblems = {
  signedOut: {
    text: "Você ainda não entrou nos formulários neste navegador. Entre com sua conta do GitHub e volte aqui.",
    link: "Entrar nos formulários",
  },
  local: {
    text: "Você está trabalhando com o repositório local (uma pasta do computador). Esta página só funciona depois de entrar com o GitHub: nos formulários, toque na sua foto, em Sair, e entre com GitHub ou com um token.",
    link: "Ir para os formulários",
  },
  expired: {
    text: "O GitHub não aceitou sua entrada: o token venceu ou foi apagado. Entre de novo nos formulários (com um token novo, se for o caso) e volte aqui.",
    link: "Entrar de novo",
  },
  permission: {
    text: "Seu token não tem permissão para ler o estado da publicação. O site pode estar no ar; esta página só não consegue saber.",
    fix: [
      "No GitHub, toque na sua foto, em Settings, Developer settings, Personal access tokens e Fine-grained tokens.",
      "Abra o token dos formulários e toque em Edit.",
      "Em Repository permissions, deixe: Contents: Read and write; Commit statuses: Read-only. (Metadata: Read-only vem marcado sozinho.)",
      "Toque em Update e atualize esta página. O token continua o mesmo: não precisa entrar de novo.",
    ],
  },
  notFound: (repo: string) =>
    `O GitHub não mostra o repositório ${repo} para a sua entrada. Confira se o token foi criado para este repositório (Repository access: Only select repositories, com ele marcado).`,
  rateLimited: "O GitHub pediu uma pausa nas consultas. Espere alguns minutos e toque em Atualizar.",
  network: "Não foi possível falar com o GitHub. Confira a internet do celular e toque em Atualizar.",
};

/** How each save's state reads. */
export const publicationStates = {
  published: "Publicado",
  publishedAt: (time: string) => `no ar desde ${time}`,
  publishedWith: (time: string) => `no ar desde ${time}, junto com uma alteração mais nova`,
  publishing: "Publicando",
  publishingText: "Conferindo os dados e montando o site. Leva alguns minutos.",
  waitingText: "Na fila para ser conferida e publicada.",
  notPublished: "Não publicado",
  refusedText: "A montagem recusou esta alteração. O site continua como estava antes dela.",
  fixedText: "Uma alteração mais nova já foi publicada: o site está no ar com ela.",
  field: "Campo para corrigir:",
  fixHint: "Corrija o campo nos formulários e salve de novo, ou desfaça esta alteração.",
  /** Where the refusal is: "No formulário Dados da empresa", and the entry when it is one of a list. */
  inForm: "No formulário",
  item: (entry: string) => `, item ${entry}`,
  /** A failure that is not in his data (the upload, a stopped run), when the status says nothing. */
  errorText: "A publicação falhou, mas a alteração está salva: a próxima publicação tenta de novo.",
  errorHint: "Se a próxima alteração também não for publicada, chame quem configurou o site.",
  uncheckedText: "Esta alteração não foi conferida: a publicação não começou. Chame quem configurou o site.",
  savedAt: (time: string) => `Salva ${time}`,
};

/** "Desfazer": writing back the version before a refused save. */
export const publicationUndo = {
  button: "Desfazer",
  preparing: "Preparando…",
  confirmTitle: "Desfazer esta alteração?",
  confirmText:
    "Os arquivos abaixo voltam a ser como eram antes dela. Isso é salvo como uma alteração nova, que também será conferida e publicada.",
  changedSince:
    "Atenção: este arquivo mudou de novo depois desta alteração. Desfazer também apaga essas mudanças mais novas.",
  restore: (file: string) => `${file}: volta a ser como era antes`,
  delete: (file: string) => `${file}: é apagado (foi criado por esta alteração)`,
  confirm: "Sim, desfazer",
  cancel: "Não, manter",
  running: "Desfazendo…",
  done: (files: number) =>
    `Pronto: ${files === 1 ? "o arquivo voltou" : `os ${files} arquivos voltaram`} a ser como era antes. A nova alteração aparece no topo da lista e começa a ser publicada.`,
  failed:
    "Não deu para desfazer. Nada foi mudado, ou só parte dos arquivos: atualize a página e confira a lista antes de tentar de novo.",
  commitMessage: (subject: string) => `Desfaz "${subject}" (pelo site /admin)`,
};
