// How a save's publication is reported on its commit, shared by the workflow that reports it
// (.github/workflows/deploy.yml) and the forms' page that reads it ("Está no ar?" in /admin).
import { formatHour } from "./format.ts";

/** The commit status the workflow sets on every pushed commit: pending while checking and publishing. */
export const PUBLICATION_CONTEXT = "site/publicacao";

/** GitHub cuts a status's description at this many characters: the full message goes in a commit comment. */
export const STATUS_DESCRIPTION_MAX = 140;

/** The first line of the workflow's commit comment that carries the full Portuguese message of a refusal. */
export const REFUSAL_COMMENT_MARKER = "<!-- site/publicacao -->";

// What the page of the owner's saves (src/pages/admin/publicacao.astro) makes of them. Pure: the island
// (src/components/admin/) reads GitHub and hands the answers here.

/** A commit status as GitHub's combined status lists it (GET /repos/{o}/{r}/commits/{sha}/status). */
export interface CommitStatus {
  context: string;
  state: "pending" | "success" | "failure" | "error";
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** How long a save may wait for the workflow to start before it counts as never checked. */
export const WAIT_LIMIT_MS = 30 * 60 * 1000;

/** One save's publication, as the page says it. */
export type Publication =
  /** On the site since `at`; `with` names a later save it went up with (its own run was overtaken). */
  | { state: "published"; at: string; with?: string }
  /** Being checked and published, or waiting for the workflow to start (`waiting`). */
  | { state: "publishing"; waiting: boolean }
  /** The checks or the build refused it: `message` is the status's description. `fixedBy`: a later save went up. */
  | { state: "refused"; message: string; fixedBy?: string }
  /** Not published for a reason not in his data (the upload failed, the run stopped): the status's description. */
  | { state: "error"; message: string }
  /** No status at all after WAIT_LIMIT_MS: the workflow never ran for it. */
  | { state: "unchecked" };

/** The publication's status among a commit's statuses: the newest of its context, if any. */
export function publicationStatus(statuses: readonly CommitStatus[]): CommitStatus | undefined {
  return statuses
    .filter((status) => status.context === PUBLICATION_CONTEXT)
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))[0];
}

/** One save's publication from its commit's statuses, the time it was saved and the time now. */
export function publicationOf(statuses: readonly CommitStatus[], savedAt: string, now: Date): Publication {
  const status = publicationStatus(statuses);
  switch (status?.state) {
    case "success":
      return { state: "published", at: status.updated_at };
    case "pending":
      return { state: "publishing", waiting: false };
    case "failure":
      return { state: "refused", message: status.description ?? "" };
    case "error":
      return { state: "error", message: status.description ?? "" };
    default:
      return now.getTime() - Date.parse(savedAt) < WAIT_LIMIT_MS
        ? { state: "publishing", waiting: true }
        : { state: "unchecked" };
  }
}

/**
 * The saves' publications, newest first, once a later save's is known: a site is published whole, so a save
 * older than a published one is on the site with it, whatever its own run said (a run overtaken by a newer
 * one may never finish, and an upload that failed is done again by the next). A refused save stays refused:
 * its value never went up as it was, but a later save's publication fixed what it broke.
 */
export function withLaterSaves<T extends { sha: string; publication: Publication }>(saves: readonly T[]): T[] {
  // The nearest newer save whose own run published it.
  let published: { sha: string; at: string } | undefined;
  return saves.map((save) => {
    const own = save.publication;
    if (own.state === "published") {
      if (!own.with) published = { sha: save.sha, at: own.at };
      return save;
    }
    if (!published) return save;
    if (own.state === "refused") return { ...save, publication: { ...own, fixedBy: published.sha } };
    return { ...save, publication: { state: "published", at: published.at, with: published.sha } };
  });
}

/** One field a refusal names: its path in the form's file ("prices.visit.0.fee") and what to write there. */
export interface Problem {
  path: string;
  message: string;
}

/** Why the site refused a save, as the workflow says it (scripts/lib/publication-report.ts). */
export interface Refusal {
  /** The form where the owner fixes it ("Dados da empresa") and its entry (a job photo's file), when named. */
  form?: string;
  entry?: string;
  problems: Problem[];
  /** The workflow's own words, where it names no field (a failure that is not in the owner's files). */
  text?: string;
}

/** A message as a sentence of its own: the build writes each after its field's path, in lower case. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A field's path as the build names it: "cnpj", "closures.0", "prices.visit.1.towns". */
const FIELD = String.raw`[A-Za-z]\w*(?:\.\w+)*`;
const PROBLEM_LINE = new RegExp(`^\\s*-\\s+(${FIELD}): (.+)$`);
const PLACE_LINE = /^No formulário "(.+?)"(?:, item "(.+?)")?:$/;
/** The comment's last paragraph, the run's address: for whoever looks after the site, not for the owner. */
const DETAILS_LINE = /^Detalhes técnicos: /;

/**
 * A refusal from the workflow's comment on the commit, the one whose first line is REFUSAL_COMMENT_MARKER
 * ("No formulário "…":" then one "- path: message" line per field), or else from the status's description,
 * cut at STATUS_DESCRIPTION_MAX ("[entry, ]path: message; path: message").
 */
export function refusalOf(description: string, comments: readonly { body: string }[]): Refusal {
  const comment = comments.find((candidate) => candidate.body.split(/\r?\n/, 1)[0]?.trim() === REFUSAL_COMMENT_MARKER);
  if (comment) {
    const lines = comment.body.split(/\r?\n/).slice(1);
    const place = lines.map((line) => PLACE_LINE.exec(line.trim())).find((match) => match !== null);
    const problems = lines
      .map((line) => PROBLEM_LINE.exec(line.trimEnd()))
      .filter((match) => match !== null)
      .map(([, path, message]) => ({ path: path!, message: sentence(message!) }));
    if (problems.length)
      return { ...(place?.[1] && { form: place[1] }), ...(place?.[2] && { entry: place[2] }), problems };
    const text = lines
      .filter((line) => !DETAILS_LINE.test(line))
      .join("\n")
      .trim();
    if (text) return { problems: [], text };
  }
  const [, entry, rest = ""] = /^(?:([^\s,]+\.(?:ya?ml|md|json)), )?([\s\S]*)$/.exec(description.trim()) ?? [];
  const parts = rest
    .split(new RegExp(`; (?=${FIELD}: )`))
    .map((part) => new RegExp(`^(${FIELD}): (.+)$`, "s").exec(part));
  if (rest && parts.every((match) => match !== null))
    return {
      ...(entry && { entry }),
      problems: parts.map((match) => ({ path: match![1]!, message: sentence(match![2]!) })),
    };
  return { problems: [], text: description.trim() };
}

/** The time zone of the business, whatever the owner's phone says. */
const TIME_ZONE = "America/Sao_Paulo";

const dayOf = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    date,
  );

/** An instant's time of day in São Paulo, as the site writes hours (formatHour): "9h", "13h05". */
export const hourInSaoPaulo = (date: Date) =>
  formatHour(
    new Intl.DateTimeFormat("pt-BR", {
      timeZone: TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(date),
  );

/** "hoje às 14h05", "ontem às 9h30", "24 de novembro às 10h": when something happened, in São Paulo. */
export function formatWhen(iso: string, now: Date): string {
  const date = new Date(iso);
  const time = hourInSaoPaulo(date);
  const day = dayOf(date);
  if (day === dayOf(now)) return `hoje às ${time}`;
  if (day === dayOf(new Date(now.getTime() - 24 * 60 * 60 * 1000))) return `ontem às ${time}`;
  const sameYear = day.slice(0, 4) === dayOf(now).slice(0, 4);
  const dayText = new Intl.DateTimeFormat("pt-BR", {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "long",
    ...(!sameYear && { year: "numeric" }),
  }).format(date);
  return `${dayText} às ${time}`;
}
