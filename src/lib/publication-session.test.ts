import { describe, expect, it } from "vitest";
import { CMS_USER_KEY, readSession, sessionFrom } from "./publication-session";

describe("the forms' session, as Sveltia CMS stores it", () => {
  it("is the key Sveltia CMS 0.221.1 writes", () => {
    expect(CMS_USER_KEY).toBe("sveltia-cms.user");
  });

  it("signed in with GitHub: the token and login", () => {
    const user = {
      backendName: "github",
      id: 1234567,
      name: "Dono da Oficina",
      login: "dono-oficina",
      email: null,
      avatarURL: "https://avatars.githubusercontent.com/u/1234567?v=4",
      profileURL: "https://github.com/dono-oficina",
      bot: false,
      token: "github_pat_11ABCDEFG0123456789_abcdef",
    };
    expect(sessionFrom(JSON.stringify(user))).toEqual({
      kind: "github",
      token: "github_pat_11ABCDEFG0123456789_abcdef",
      login: "dono-oficina",
    });
  });

  it("in local-repository mode: no token", () => {
    expect(sessionFrom(JSON.stringify({ backendName: "local" }))).toEqual({ kind: "local" });
  });

  it("signed out, never signed in, or unreadable: signed out", () => {
    for (const stored of [null, "", "{}", "null", '"texto"', "{não é json", JSON.stringify({ backendName: "github" })])
      expect(sessionFrom(stored), String(stored)).toEqual({ kind: "signedOut" });
    expect(sessionFrom(JSON.stringify({ backendName: "gitlab", token: "x" }))).toEqual({ kind: "signedOut" });
  });

  it("reads the browser's storage, blocked storage as signed out", () => {
    const storage = { getItem: (key: string) => (key === CMS_USER_KEY ? '{"backendName":"local"}' : null) };
    expect(readSession(storage)).toEqual({ kind: "local" });
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(readSession(blocked)).toEqual({ kind: "signedOut" });
    expect(readSession(undefined)).toEqual({ kind: "signedOut" });
  });
});
