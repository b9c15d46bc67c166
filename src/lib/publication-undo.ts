// "Desfazer" on the page of the owner's saves: each file a save changed gets back the version it had just
// before (the save's parent commit), through GitHub's contents API, one commit per file. A file the save
// added is deleted; one it deleted comes back; a renamed one comes back under its old name, the new name
// deleted.
import type { CommitFile, GitHubApi } from "./publication-github";

/** One file's undoing: its version before the save written back ("restore"), or the file deleted. */
export interface UndoStep {
  action: "restore" | "delete";
  path: string;
  /** The blob the save left, which the branch still has unless the file changed since (null: no file). */
  leftBySave: string | null;
}

/** A file the site reads as data (an entry, the facts): it names photos, so it goes after them and before them. */
const isData = (path: string) => /\.(ya?ml|json|md)$/i.test(path);

/**
 * The steps that undo a save's files, in an order whose every commit builds: photos come back before the data
 * that names them, and data that names a photo is deleted before the photo.
 */
export function undoSteps(files: readonly CommitFile[]): UndoStep[] {
  const steps = files.flatMap((file): UndoStep[] => {
    const left = file.sha ?? null;
    switch (file.status) {
      case "added":
      case "copied":
        return [{ action: "delete", path: file.filename, leftBySave: left }];
      case "removed":
        return [{ action: "restore", path: file.filename, leftBySave: null }];
      case "renamed":
        return [
          ...(file.previous_filename
            ? [{ action: "restore" as const, path: file.previous_filename, leftBySave: null }]
            : []),
          { action: "delete", path: file.filename, leftBySave: left },
        ];
      case "unchanged":
        return [];
      default:
        return [{ action: "restore", path: file.filename, leftBySave: left }];
    }
  });
  const rank = (step: UndoStep) =>
    step.action === "restore" ? (isData(step.path) ? 1 : 0) : isData(step.path) ? 2 : 3;
  return steps.sort((a, b) => rank(a) - rank(b));
}

/** An undo ready to run: each step with the file's blob on the branch now, and whether it changed since. */
export interface UndoPlan {
  /** The commit whose versions come back (the save's parent). */
  parent: string;
  steps: Array<UndoStep & { current: string | null; changedSince: boolean }>;
}

/** Reads what the undo of save `sha` needs: its files, its parent, each file's blob on `branch` now. */
export async function planUndo(api: GitHubApi, sha: string, branch: string): Promise<UndoPlan> {
  const commit = await api.commit(sha);
  const parent = commit.parents[0]?.sha;
  if (!parent) throw new Error(`the commit ${sha} has no parent: nothing to go back to`);
  const steps = await Promise.all(
    undoSteps(commit.files).map(async (step) => {
      const current = await api.blobSha(step.path, branch);
      return { ...step, current, changedSince: current !== step.leftBySave };
    }),
  );
  return { parent, steps };
}

/**
 * Runs a plan on `branch`, a commit per file with `message`; a file to delete that is gone already is left
 * alone. Returns how many files it wrote.
 */
export async function runUndo(api: GitHubApi, plan: UndoPlan, branch: string, message: string): Promise<number> {
  let written = 0;
  for (const step of plan.steps) {
    if (step.action === "delete") {
      if (!step.current) continue;
      await api.remove(step.path, { sha: step.current, message, branch });
    } else {
      const content = await api.contentAt(step.path, plan.parent);
      await api.put(step.path, { content, sha: step.current, message, branch });
    }
    written++;
  }
  return written;
}

/** Where the forms save, in the owner's words: a file or a folder (ending in "/") and its name. */
export interface Place {
  path: string;
  label: string;
}

/** "Tipo de máquina: overloques.yaml": a file named by the form that saves it, or by its path. */
export function fileLabel(path: string, places: readonly Place[]): string {
  const place = places.find((candidate) =>
    candidate.path.endsWith("/") ? path.startsWith(candidate.path) : path === candidate.path,
  );
  if (!place) return path;
  return place.path.endsWith("/") ? `${place.label}: ${path.slice(place.path.length)}` : place.label;
}
