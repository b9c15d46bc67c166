/** @jsxRuntime classic */
/** @jsx Jsx.createElement */
/** @jsxFrag Jsx.Fragment */
import { useCallback, useEffect, useState, type ReactNode } from "react";
import * as Jsx from "./jsx"; // the classic JSX factory: ./jsx.ts says why
import { publicationPage, publicationProblems } from "../../content/publication";
import {
  formatWhen,
  publicationOf,
  refusalOf,
  withLaterSaves,
  type Publication as PublicationState,
} from "../../lib/publication";
import { gitHubApi, GitHubError, type GitHubApi } from "../../lib/publication-github";
import { readSession, type Session } from "../../lib/publication-session";
import type { Place } from "../../lib/publication-undo";
import { SaveCard, type Save } from "./SaveCard";

// The page of the owner's saves ("Está no ar?", /admin/publicacao): his branch's latest commits, each with
// its publication as the deploy workflow reports it on the commit (src/lib/publication.ts), read from GitHub
// with his forms' session (src/lib/publication-session.ts).

interface Props {
  /** The repository and branch the forms save to (src/config/cms-backend.ts). */
  repo: string;
  branch: string;
  /** Each form's field labels by path ("prices.visit.*.fee"), by the form's name, for the field a refusal names. */
  titles: Record<string, Record<string, string>>;
  /** The form a refusal without a form's name is about (the facts'). */
  defaultForm: string;
  /** The files and folders the forms save, by the forms' names. */
  places: Place[];
}

/** How many of the latest saves are shown. */
const SAVES = 10;
/** While a save is being published, the page asks again this often. */
const REFRESH_MS = 20_000;

type Problem = "expired" | "permission" | "notFound" | "rateLimited" | "network";

type View =
  | { kind: "session"; session: Exclude<Session, { kind: "github" }> }
  | { kind: "loading" }
  | { kind: "problem"; problem: Problem }
  | { kind: "saves"; saves: Save[]; checkedAt: Date };

/** The problem an error of GitHub's (or of the network) is for the owner. */
function problemOf(error: unknown): Problem {
  if (!(error instanceof GitHubError)) return "network";
  if (error.rateLimited) return "rateLimited";
  if (error.status === 401) return "expired";
  // A fine-grained token without "Commit statuses" (or "Contents") gets 403: never a save "not published".
  if (error.status === 403) return "permission";
  if (error.status === 404) return "notFound";
  return "network";
}

async function readSaves(api: GitHubApi, branch: string, now: Date): Promise<Save[]> {
  const commits = await api.commits(branch, SAVES);
  const saves = await Promise.all(
    commits.map(async (commit): Promise<Save> => {
      const savedAt = commit.commit.author?.date ?? commit.commit.committer?.date ?? now.toISOString();
      const statuses = await api.statuses(commit.sha);
      const publication: PublicationState = publicationOf(statuses, savedAt, now);
      // A refusal's full message is in the workflow's comment (the status's description is cut).
      const refusal =
        publication.state === "refused"
          ? refusalOf(publication.message, await api.comments(commit.sha).catch(() => []))
          : undefined;
      const subject = commit.commit.message.split("\n", 1)[0] ?? "";
      return { sha: commit.sha, subject, savedAt, publication, ...(refusal && { refusal }) };
    }),
  );
  return withLaterSaves(saves);
}

export default function Publication({ repo, branch, titles, defaultForm, places }: Props) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [api, setApi] = useState<GitHubApi>();

  const load = useCallback(
    async (github: GitHubApi) => {
      try {
        const now = new Date();
        setView({ kind: "saves", saves: await readSaves(github, branch, now), checkedAt: now });
      } catch (error) {
        setView({ kind: "problem", problem: problemOf(error) });
      }
    },
    [branch],
  );

  useEffect(() => {
    const session = readSession(globalThis.localStorage);
    if (session.kind !== "github") return setView({ kind: "session", session });
    const github = gitHubApi(repo, session.token);
    setApi(github);
    void load(github);
  }, [repo, load]);

  // While a save is on its way, the page follows it.
  const publishing = view.kind === "saves" && view.saves.some((save) => save.publication.state === "publishing");
  useEffect(() => {
    if (!publishing || !api) return;
    const timer = setTimeout(() => void load(api), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [publishing, api, view, load]);

  const refresh = () => {
    if (!api) return;
    setView({ kind: "loading" });
    void load(api);
  };

  return (
    <div className="mt-6 space-y-4" aria-live="polite">
      {view.kind === "loading" && <p className="text-muted">{publicationPage.loading}</p>}
      {view.kind === "session" && <SessionProblem session={view.session} />}
      {view.kind === "problem" && <ProblemBox problem={view.problem} repo={repo} onRetry={refresh} />}
      {view.kind === "saves" && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">
              {publicationPage.updatedAt(formatWhen(view.checkedAt.toISOString(), view.checkedAt))}
            </p>
            <button
              type="button"
              onClick={refresh}
              className="min-h-11 rounded-control border-2 border-primary bg-raised px-4 font-semibold text-primary-strong hover:bg-primary-soft"
            >
              {publicationPage.refresh}
            </button>
          </div>
          {view.saves.length === 0 ? (
            <p>{publicationPage.empty}</p>
          ) : (
            <ol className="space-y-4">
              {view.saves.map((save) => (
                <li key={save.sha}>
                  <SaveCard
                    save={save}
                    now={view.checkedAt}
                    titles={titles}
                    defaultForm={defaultForm}
                    places={places}
                    api={api!}
                    branch={branch}
                    onUndone={() => void load(api!)}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

function Box({ children }: { children: ReactNode }) {
  return <div className="space-y-3 rounded-card border-2 border-warning bg-raised p-4">{children}</div>;
}

function SessionProblem({ session }: { session: Exclude<Session, { kind: "github" }> }) {
  const words = session.kind === "local" ? publicationProblems.local : publicationProblems.signedOut;
  return (
    <Box>
      <p>{words.text}</p>
      <a href="/admin" className="standalone-link">
        {words.link}
      </a>
    </Box>
  );
}

function ProblemBox({ problem, repo, onRetry }: { problem: Problem; repo: string; onRetry: () => void }) {
  if (problem === "permission") {
    const words = publicationProblems.permission;
    return (
      <Box>
        <p className="font-semibold">{words.text}</p>
        <ol className="list-decimal space-y-1 pl-5">
          {words.fix.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Box>
    );
  }
  if (problem === "expired")
    return (
      <Box>
        <p>{publicationProblems.expired.text}</p>
        <a href="/admin" className="standalone-link">
          {publicationProblems.expired.link}
        </a>
      </Box>
    );
  const text =
    problem === "notFound"
      ? publicationProblems.notFound(repo)
      : problem === "rateLimited"
        ? publicationProblems.rateLimited
        : publicationProblems.network;
  return (
    <Box>
      <p>{text}</p>
      <button type="button" onClick={onRetry} className="standalone-link">
        {publicationPage.refresh}
      </button>
    </Box>
  );
}
