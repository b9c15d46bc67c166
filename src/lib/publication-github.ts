// The few calls of GitHub's REST API the page of the owner's saves makes, as him (his forms' token,
// publication-session.ts): his branch's latest commits, each one's statuses and comments, and for "Desfazer"
// a commit's files and the contents API. `fetch` is given, so the tests answer for GitHub.
import type { CommitStatus } from "./publication";

export const GITHUB_API = "https://api.github.com";

/** An answer of GitHub's other than 2xx: its status, and whether it is the rate limit rather than a refusal. */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    readonly rateLimited: boolean,
    message: string,
  ) {
    super(message);
    this.name = "GitHubError";
  }
}

/** A commit as GET /repos/{owner}/{repo}/commits lists it (the parts the page reads). */
export interface ListedCommit {
  sha: string;
  html_url?: string;
  commit: { message: string; author: { date: string } | null; committer: { date: string } | null };
  parents: Array<{ sha: string }>;
}

/** A file a commit changed, as GET /repos/{owner}/{repo}/commits/{sha} gives it. */
export interface CommitFile {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  /** The file's blob as the commit left it (absent for a removed file). */
  sha?: string | null;
  previous_filename?: string;
}

export interface GitHubApi {
  /** The branch's latest commits, newest first. */
  commits(branch: string, count: number): Promise<ListedCommit[]>;
  /** A commit's statuses, the latest of each context (the combined status). */
  statuses(sha: string): Promise<CommitStatus[]>;
  comments(sha: string): Promise<Array<{ body: string }>>;
  commit(sha: string): Promise<{ sha: string; parents: Array<{ sha: string }>; files: CommitFile[] }>;
  /** A file's blob on a branch or at a commit, or null where the file does not exist. */
  blobSha(path: string, ref: string): Promise<string | null>;
  /** A file's bytes at a commit, in base64. */
  contentAt(path: string, ref: string): Promise<string>;
  /** Writes a file on the branch (a commit); `sha` is its current blob, absent where there is none. */
  put(path: string, change: { content: string; sha: string | null; message: string; branch: string }): Promise<void>;
  /** Deletes a file on the branch (a commit). */
  remove(path: string, change: { sha: string; message: string; branch: string }): Promise<void>;
}

/** A file's path in an API address: each folder's name encoded, the slashes kept. */
const pathOf = (file: string) => file.split("/").map(encodeURIComponent).join("/");

/** GitHub's API for the repository `repo` ("owner/name"), as the holder of `token`. */
export function gitHubApi(repo: string, token: string, fetchFn: typeof fetch = fetch): GitHubApi {
  const base = `${GITHUB_API}/repos/${repo.split("/").map(encodeURIComponent).join("/")}`;
  async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const response = await fetchFn(`${base}${path}`, {
      method: init.method ?? "GET",
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${token}`,
        "X-GitHub-Api-Version": "2022-11-28",
        ...(init.body !== undefined && { "Content-Type": "application/json" }),
      },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      // GitHub lets browsers keep an answer 60 s: a status that just changed is asked again (304 if not).
      cache: "no-cache",
    });
    if (!response.ok) {
      const rateLimited = response.status === 429 || response.headers.get("x-ratelimit-remaining") === "0";
      throw new GitHubError(
        response.status,
        rateLimited,
        `GitHub ${response.status} on ${init.method ?? "GET"} ${path}`,
      );
    }
    return (await response.json()) as T;
  }
  /** The contents API's answer for a file, or null on 404. */
  const contents = async (path: string, ref: string) => {
    try {
      return await call<{ type: string; sha: string; content?: string; encoding?: string }>(
        `/contents/${pathOf(path)}?ref=${encodeURIComponent(ref)}`,
      );
    } catch (error) {
      if (error instanceof GitHubError && error.status === 404) return null;
      throw error;
    }
  };
  return {
    commits: (branch, count) => call(`/commits?sha=${encodeURIComponent(branch)}&per_page=${count}`),
    statuses: async (sha) => (await call<{ statuses: CommitStatus[] }>(`/commits/${sha}/status`)).statuses,
    comments: (sha) => call(`/commits/${sha}/comments`),
    commit: (sha) => call(`/commits/${sha}`),
    blobSha: async (path, ref) => (await contents(path, ref))?.sha ?? null,
    contentAt: async (path, ref) => {
      const file = await contents(path, ref);
      if (!file) throw new GitHubError(404, false, `no ${path} at ${ref}`);
      // Over 1 MB the contents API leaves the bytes out (encoding "none"): the blob API gives them.
      if (file.encoding === "base64" && file.content !== undefined) return file.content.replace(/\s/g, "");
      const blob = await call<{ content: string }>(`/git/blobs/${file.sha}`);
      return blob.content.replace(/\s/g, "");
    },
    put: async (path, { content, sha, message, branch }) => {
      await call(`/contents/${pathOf(path)}`, {
        method: "PUT",
        body: { message, content, branch, ...(sha && { sha }) },
      });
    },
    remove: async (path, { sha, message, branch }) => {
      await call(`/contents/${pathOf(path)}`, { method: "DELETE", body: { message, sha, branch } });
    },
  };
}
