// What the publishing workflow (.github/workflows/deploy.yml) reports on a saved commit, worked out from the
// jobs' results and the output of a failed check or build: the commit status (src/lib/publication.ts names its
// context and limits) and, when the site refused the save, the commit comment that tells the owner what to fix.
// Everything here is pure; scripts/report-publication.ts reads the environment and calls GitHub.
// Its words reach the owner: Portuguese. (Imports name their .ts file so that Node can load this file too.)
import { factsForms } from "../../src/content/admin.ts";
import { FACTS_PARTS, partFile } from "../../src/lib/facts-files.ts";
import { hourInSaoPaulo, REFUSAL_COMMENT_MARKER, STATUS_DESCRIPTION_MAX } from "../../src/lib/publication.ts";

/** A field the checks refused and what to write there. */
export interface Problem {
  field: string;
  message: string;
}

/** What a failed check or build said about the owner's files. */
export interface Refusal {
  /** The form where the owner fixes it ("Dados da empresa"); null when the output does not say. */
  form: string | null;
  /** The entry of that form (a job photo's or a machine family's file name) or the facts file. */
  entry: string | null;
  problems: Problem[];
}

export type State = "pending" | "success" | "failure" | "error";

export interface Report {
  state: State;
  description: string;
  /** The commit comment, starting with REFUSAL_COMMENT_MARKER; only for a refusal. */
  comment?: string;
}

// Terminal colours (astro check writes them even into a pipe).
const ANSI = /\u001b\[[0-9;]*m/g;

/** The forms of /admin, by the content collection they edit (src/content.config.ts). */
const COLLECTION_FORMS: Record<string, string> = { works: "Trabalhos realizados", machines: "Tipos de máquina" };
/** The form of a facts file ("src/data/empresa/precos.yaml": "Preços e pagamento"), by the file's name. */
const factsForm = (file: string) =>
  FACTS_PARTS.map(({ name }) => name).find((name) => file.endsWith(`/${partFile(name)}`) || file === partFile(name));
const isFactsForm = (form: string | null) => Object.values(factsForms).some(({ label }) => label === form);

/** Zod's English default messages that the collections' schemas leave in place, as the owner reads them. */
const ZOD_MESSAGES: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^Too small: expected string to have >=1 characters$/, () => "preencha este campo"],
  [/^Too small: expected string to have >=(\d+) characters$/, (n = "") => `escreva pelo menos ${n} caracteres`],
  [/^Too big: expected string to have <=(\d+) characters$/, (n = "") => `escreva no máximo ${n} caracteres`],
  [/^Too small: expected array to have >=1 items$/, () => "informe pelo menos 1 item"],
  [/^Too small: expected array to have >=(\d+) items$/, (n = "") => `informe pelo menos ${n} itens`],
  [/^Too big: expected array to have <=(\d+) items$/, (n = "") => `informe no máximo ${n} itens`],
  [/^Too small: expected number to be >=(\S+)$/, (n = "") => `informe um número a partir de ${n}`],
  [/^Too small: expected number to be >(\S+)$/, (n = "") => `informe um número maior que ${n}`],
  [/^Too big: expected number to be <=(\S+)$/, (n = "") => `informe um número até ${n}`],
  [/^Too big: expected number to be <(\S+)$/, (n = "") => `informe um número menor que ${n}`],
  [/^Invalid input: expected \w+, received undefined$/, () => "preencha este campo"],
];

export function ownerMessage(message: string): string {
  for (const [pattern, say] of ZOD_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return message;
}

/** The indented `name: message` lines that follow `start` in `lines`, up to the first other line. */
function fieldLines(lines: string[], start: number, pattern: RegExp): Problem[] {
  const problems: Problem[] = [];
  for (const line of lines.slice(start)) {
    const match = pattern.exec(line);
    if (match?.[1] && match[2]) problems.push({ field: match[1], message: ownerMessage(match[2].trim()) });
    else if (line.trim() !== "" || problems.length > 0) break;
  }
  return problems;
}

/**
 * What the build said about the owner's files, from the output of `npm run check:quick` or `npm run build`:
 * the facts' problems (src/lib/business-schema.ts, parseBusiness), a job photo's or a machine family's
 * (Astro's content collections, src/content.config.ts), or a photo a file names and that is missing. Null when
 * the output names none: the failure is not in what the forms edit.
 */
export function findRefusal(output: string): Refusal | null {
  const lines = output.replace(ANSI, "").split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const facts = /^Os dados da empresa em (.+) têm problemas:$/.exec(line);
    if (facts?.[1]) {
      const problems = fieldLines(lines, index + 1, /^ {2}- (\S+): (.+)$/);
      const part = factsForm(facts[1]);
      if (problems.length > 0) return { form: part ? factsForms[part].label : null, entry: facts[1], problems };
    }
    const entry = /^\[InvalidContentEntryDataError\] (\S+) → (.+) data does not match collection schema\.$/.exec(line);
    if (entry?.[1] && entry[2]) {
      const problems = fieldLines(lines, index + 1, /^ {2}(\S+): (.+)$/);
      if (problems.length > 0) return { form: COLLECTION_FORMS[entry[1]] ?? entry[1], entry: entry[2], problems };
    }
    const image = /^\[ImageNotFound\] Could not find requested image `(.+?)`/.exec(line);
    if (image?.[1]) {
      const message = `a foto ${image[1]} não foi encontrada; envie a foto de novo no formulário`;
      return { form: null, entry: null, problems: [{ field: "photo", message }] };
    }
  }
  return null;
}

/** `text` cut to `max` characters (not UTF-16 units), ending in "…" when cut. */
export function clip(text: string, max = STATUS_DESCRIPTION_MAX): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("")}…`;
}

const NOT_FORMS = "Não publicado: as verificações automáticas do site falharam. O site no ar continua como estava.";

/** The status's description for a refusal: the fields and what to write, as far as 140 characters allow. */
export function refusalDescription(refusal: Refusal | null): string {
  if (!refusal) return NOT_FORMS;
  const where = refusal.form && !isFactsForm(refusal.form) && refusal.entry ? `${refusal.entry}, ` : "";
  return clip(where + refusal.problems.map(({ field, message }) => `${field}: ${message}`).join("; "));
}

/**
 * The commit comment for a refusal: what was refused, which field, what to write, and that nothing changed.
 * Plain text (the forms' page shows it as it is, src/lib/publication.ts): one line per field, "- path: message",
 * as the build lists them.
 */
export function refusalComment(refusal: Refusal | null, runUrl: string): string {
  const details = `Detalhes técnicos: ${runUrl}`;
  if (!refusal) {
    return [
      REFUSAL_COMMENT_MARKER,
      "Esta alteração não foi publicada: as verificações automáticas do site falharam. O site no ar continua como estava.",
      "Nenhum campo dos formulários foi apontado como errado: a falha é técnica. Avise quem cuida do site.",
      details,
    ].join("\n\n");
  }
  const item = refusal.entry && !isFactsForm(refusal.form) ? `, item "${refusal.entry}"` : "";
  const place = refusal.form ? `No formulário "${refusal.form}"${item}:` : "Nos arquivos enviados:";
  return [
    REFUSAL_COMMENT_MARKER,
    "Esta alteração não foi publicada: a verificação automática encontrou um problema nos dados. " +
      "O site no ar continua como estava.",
    [place, ...refusal.problems.map(({ field, message }) => `- ${field}: ${message}`)].join("\n"),
    "Corrija em /admin e salve de novo: o site é verificado e publicado outra vez, sozinho.",
    details,
  ].join("\n\n");
}

/** "Publicado em 26/11/2026 às 10h21", in São Paulo's time. */
export function publishedAt(now: Date): string {
  const day = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(now);
  return `Publicado em ${day} às ${hourInSaoPaulo(now)}`;
}

export const PENDING: Report = { state: "pending", description: "Verificando e publicando…" };

const SAVED = "A alteração está salva; a próxima publicação tenta de novo.";

/** The words of each failure that is not the owner's: the status `error`. */
export const ERRORS = {
  upload: `Não publicado: o envio ao servidor falhou. ${SAVED}`,
  method: "Não publicado: o destino da publicação não está configurado (DEPLOY_METHOD). A alteração está salva.",
  cancelled: `Não publicado: a publicação foi interrompida. ${SAVED}`,
  technical: `Não publicado: uma falha técnica impediu a verificação ou a publicação. ${SAVED}`,
} as const;

/** A job's result as GitHub gives it (`needs.<job>.result`), and a step's outcome (`steps.<id>.outcome`). */
type Result = "success" | "failure" | "cancelled" | "skipped" | "";

/** What the workflow's jobs did, as the report job reads it from `needs`. */
export interface Run {
  /** The check job, and its step that runs `npm run check:quick`. */
  check: Result;
  checks: Result;
  checkRefusal: Refusal | null;
  /** The publish job, its step that checks DEPLOY_METHOD and its build step. */
  publish: Result;
  method: Result;
  build: Result;
  buildRefusal: Refusal | null;
}

/** The final status of a run, once every job is over. */
export function finalReport(run: Run, runUrl: string, now: Date): Report {
  const refused = (refusal: Refusal | null): Report => ({
    state: "failure",
    description: refusalDescription(refusal),
    comment: refusalComment(refusal, runUrl),
  });
  const error = (cause: keyof typeof ERRORS): Report => ({ state: "error", description: ERRORS[cause] });

  if (run.check === "cancelled" || run.publish === "cancelled") return error("cancelled");
  if (run.check !== "success") return run.checks === "failure" ? refused(run.checkRefusal) : error("technical");
  if (run.publish === "success") return { state: "success", description: publishedAt(now) };
  if (run.method === "failure") return error("method");
  if (run.build === "failure") return refused(run.buildRefusal);
  return run.build === "success" ? error("upload") : error("technical");
}

/** The names of the environment the report job passes, each a field of Run. */
export const RUN_ENV = {
  check: "CHECK_RESULT",
  checks: "CHECKS_OUTCOME",
  checkRefusal: "CHECK_REFUSAL",
  publish: "PUBLISH_RESULT",
  method: "METHOD_OUTCOME",
  build: "BUILD_OUTCOME",
  buildRefusal: "BUILD_REFUSAL",
} as const satisfies Record<keyof Run, string>;

const RESULTS: readonly string[] = ["success", "failure", "cancelled", "skipped"];
const result = (value: string | undefined): Result => (value && RESULTS.includes(value) ? (value as Result) : "");

/** A refusal as the check or publish job passes it (JSON, "null" when the output named none). */
export function parseRefusal(value: string | undefined): Refusal | null {
  if (!value) return null;
  const refusal: unknown = JSON.parse(value);
  return refusal && typeof refusal === "object" && Array.isArray((refusal as Refusal).problems)
    ? (refusal as Refusal)
    : null;
}

/** Run, from the environment the report job passes. */
export function runFromEnv(env: Record<string, string | undefined>): Run {
  return {
    check: result(env[RUN_ENV.check]),
    checks: result(env[RUN_ENV.checks]),
    checkRefusal: parseRefusal(env[RUN_ENV.checkRefusal]),
    publish: result(env[RUN_ENV.publish]),
    method: result(env[RUN_ENV.method]),
    build: result(env[RUN_ENV.build]),
    buildRefusal: parseRefusal(env[RUN_ENV.buildRefusal]),
  };
}
