/** @jsxRuntime classic */
/** @jsx Jsx.createElement */
/** @jsxFrag Jsx.Fragment */
import { useState } from "react";
import * as Jsx from "./jsx"; // the classic JSX factory: ./jsx.ts says why
import { publicationStates as words, publicationUndo as undoWords } from "../../content/publication";
import { formatWhen, type Publication, type Refusal } from "../../lib/publication";
import { fieldLabel } from "../../lib/publication-fields";
import type { GitHubApi } from "../../lib/publication-github";
import { fileLabel, planUndo, runUndo, type Place, type UndoPlan } from "../../lib/publication-undo";

/** One save of the forms (a commit of the branch) and its publication. */
export interface Save {
  sha: string;
  /** The commit message's first line ("Atualiza Dados da empresa: dados (pelo site /admin)"). */
  subject: string;
  savedAt: string;
  publication: Publication;
  /** Why it was refused, when it was. */
  refusal?: Refusal;
}

interface Props {
  save: Save;
  now: Date;
  titles: Record<string, Record<string, string>>;
  defaultForm: string;
  places: Place[];
  api: GitHubApi;
  branch: string;
  /** After an undo: the list is read again (the undo is the newest save). */
  onUndone: () => void;
}

/** The part of a message the forms add to every save, which says nothing on this page. */
const FORMS_SUFFIX = / \(pelo site \/admin\)$/;

const BADGE = {
  published: "border-whatsapp text-whatsapp",
  publishing: "border-primary text-primary",
  notPublished: "border-warning text-warning",
};

export function SaveCard({ save, now, titles, defaultForm, places, api, branch, onUndone }: Props) {
  const { publication, refusal } = save;
  // A refusal without a form's name, and without an entry of a list, is about the facts.
  const formTitles = titles[refusal?.form ?? (refusal?.entry ? "" : defaultForm)] ?? {};
  const when = (iso: string) => formatWhen(iso, now);
  const [label, tone] =
    publication.state === "published"
      ? [words.published, BADGE.published]
      : publication.state === "publishing"
        ? [words.publishing, BADGE.publishing]
        : [words.notPublished, BADGE.notPublished];
  return (
    <article className="space-y-2 rounded-card border border-line bg-raised p-4 shadow-card">
      <h2 className="font-semibold text-heading">{save.subject.replace(FORMS_SUFFIX, "")}</h2>
      <p className="text-sm text-muted">{words.savedAt(when(save.savedAt))}</p>
      <p>
        <span className={`mr-2 inline-block rounded-control border-2 px-2 py-0.5 text-sm font-bold ${tone}`}>
          {label}
        </span>
        {publication.state === "published" &&
          (publication.with ? words.publishedWith(when(publication.at)) : words.publishedAt(when(publication.at)))}
      </p>
      {publication.state === "publishing" && <p>{publication.waiting ? words.waitingText : words.publishingText}</p>}
      {publication.state === "error" && (
        <>
          <p>{publication.message || words.errorText}</p>
          <p className="text-sm text-muted">{words.errorHint}</p>
        </>
      )}
      {publication.state === "unchecked" && <p>{words.uncheckedText}</p>}
      {publication.state === "refused" && (
        <>
          <p>{publication.fixedBy ? words.fixedText : words.refusedText}</p>
          {refusal?.form && (
            <p>
              {words.inForm} <strong>{refusal.form}</strong>
              {refusal.entry && words.item(refusal.entry)}
            </p>
          )}
          <ul className="space-y-2">
            {refusal?.problems.map((problem) => {
              const field = fieldLabel(problem.path, formTitles);
              return (
                <li key={`${problem.path}:${problem.message}`} className="border-l-4 border-warning pl-3">
                  {field && (
                    <p>
                      {words.field} <strong>{field}</strong>
                    </p>
                  )}
                  <p>{problem.message}</p>
                </li>
              );
            })}
          </ul>
          {refusal?.text && <p className="whitespace-pre-line">{refusal.text}</p>}
          {!publication.fixedBy && (
            <>
              <p className="text-sm text-muted">{words.fixHint}</p>
              <Undo save={save} places={places} api={api} branch={branch} onUndone={onUndone} />
            </>
          )}
        </>
      )}
    </article>
  );
}

type UndoView =
  | { kind: "idle" }
  | { kind: "preparing" }
  | { kind: "confirm"; plan: UndoPlan }
  | { kind: "running" }
  | { kind: "done"; files: number }
  | { kind: "failed" };

const buttonClass =
  "min-h-11 rounded-control px-4 font-semibold disabled:pointer-events-none disabled:opacity-60 inline-flex items-center";

function Undo({ save, places, api, branch, onUndone }: Omit<Props, "now" | "titles" | "defaultForm">) {
  const [view, setView] = useState<UndoView>({ kind: "idle" });
  const prepare = async () => {
    setView({ kind: "preparing" });
    try {
      setView({ kind: "confirm", plan: await planUndo(api, save.sha, branch) });
    } catch {
      setView({ kind: "failed" });
    }
  };
  const run = async (plan: UndoPlan) => {
    setView({ kind: "running" });
    try {
      const files = await runUndo(api, plan, branch, undoWords.commitMessage(save.subject.replace(FORMS_SUFFIX, "")));
      setView({ kind: "done", files });
      onUndone();
    } catch {
      setView({ kind: "failed" });
    }
  };

  if (view.kind === "idle" || view.kind === "preparing")
    return (
      <button
        type="button"
        disabled={view.kind === "preparing"}
        onClick={() => void prepare()}
        className={`${buttonClass} border-2 border-primary bg-raised text-primary-strong hover:bg-primary-soft`}
      >
        {view.kind === "preparing" ? undoWords.preparing : undoWords.button}
      </button>
    );
  if (view.kind === "confirm")
    return (
      <div role="group" aria-label={undoWords.confirmTitle} className="space-y-3 rounded-control bg-surface p-3">
        <p className="font-semibold text-heading">{undoWords.confirmTitle}</p>
        <p>{undoWords.confirmText}</p>
        <ul className="list-disc space-y-1 pl-5">
          {view.plan.steps.map((step) => {
            const name = fileLabel(step.path, places);
            return (
              <li key={`${step.action}:${step.path}`}>
                {step.action === "restore" ? undoWords.restore(name) : undoWords.delete(name)}
                {step.changedSince && <strong className="block text-warning">{undoWords.changedSince}</strong>}
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void run(view.plan)}
            className={`${buttonClass} bg-primary text-on-primary hover:bg-primary-strong`}
          >
            {undoWords.confirm}
          </button>
          <button
            type="button"
            onClick={() => setView({ kind: "idle" })}
            className={`${buttonClass} border-2 border-primary bg-raised text-primary-strong hover:bg-primary-soft`}
          >
            {undoWords.cancel}
          </button>
        </div>
      </div>
    );
  if (view.kind === "running") return <p role="status">{undoWords.running}</p>;
  return (
    <p role="status" className={view.kind === "failed" ? "font-semibold text-warning" : "font-semibold"}>
      {view.kind === "done" ? undoWords.done(view.files) : undoWords.failed}
    </p>
  );
}
