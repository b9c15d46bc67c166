// Who the page of the owner's saves reads GitHub as: the session of his forms. Sveltia CMS 0.221.1 keeps the
// signed-in user in the browser's localStorage under "sveltia-cms.user", as JSON (its
// src/lib/services/user/account.svelte.js writes user.account there on every change; auth.svelte.js reads it
// back, and writes {} on signing out): with GitHub, { backendName: "github", token, refreshToken, login, name,
// … } (backends/git/shared/user.js, fetchUserProfile); in local-repository mode { backendName: "local" }, no
// token (backends/fs/local.js). The page is on the forms' origin, so it reads the same storage.

/** The localStorage key of Sveltia CMS's signed-in user. */
export const CMS_USER_KEY = "sveltia-cms.user";

export type Session =
  /** Signed in with GitHub (the sign-in button or a token): the API answers as him. */
  | { kind: "github"; token: string; login?: string }
  /** Working on a folder of his computer (local-repository mode): no token. */
  | { kind: "local" }
  /** Not signed in, signed out, or a backend this page does not read. */
  | { kind: "signedOut" };

/** The session in the stored value of CMS_USER_KEY (null when there is none). */
export function sessionFrom(stored: string | null): Session {
  let user: unknown;
  try {
    user = stored ? JSON.parse(stored) : undefined;
  } catch {
    return { kind: "signedOut" };
  }
  if (typeof user !== "object" || user === null) return { kind: "signedOut" };
  const { backendName, token, login } = user as Record<string, unknown>;
  if (backendName === "local") return { kind: "local" };
  if (backendName === "github" && typeof token === "string" && token)
    return { kind: "github", token, ...(typeof login === "string" && { login }) };
  return { kind: "signedOut" };
}

/** The session of this browser (storage blocked, as in some private modes: signed out). */
export function readSession(storage: Pick<Storage, "getItem"> | undefined): Session {
  try {
    return sessionFrom(storage?.getItem(CMS_USER_KEY) ?? null);
  } catch {
    return { kind: "signedOut" };
  }
}
