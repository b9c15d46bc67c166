import { describe, expect, it } from "vitest";
import { GitHubError, gitHubApi } from "./publication-github";

/** A fetch that answers from `routes` ("GET /path" -> [status, body, headers]) and records each request. */
function fakeFetch(routes: Record<string, [number, unknown, Record<string, string>?]>) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const key = `${init.method} ${url.replace("https://api.github.com/repos/dono/site", "")}`;
    const [status, body, headers] = routes[key] ?? [404, { message: "Not Found" }];
    return new Response(JSON.stringify(body), { status, headers: headers ?? {} });
  }) as unknown as typeof fetch;
  return { fetchFn, requests };
}

describe("GitHub's API as the owner", () => {
  it("asks with his token, for his branch's latest commits", async () => {
    const { fetchFn, requests } = fakeFetch({ "GET /commits?sha=main&per_page=10": [200, [{ sha: "a" }]] });
    expect(await gitHubApi("dono/site", "tok", fetchFn).commits("main", 10)).toEqual([{ sha: "a" }]);
    const headers = requests[0]!.init.headers as Record<string, string>;
    expect(headers["Authorization"]).toBe("Bearer tok");
    expect(headers["X-GitHub-Api-Version"]).toBe("2022-11-28");
    expect(requests[0]!.init.cache).toBe("no-cache");
  });

  it("reads the combined status's statuses", async () => {
    const statuses = [{ context: "site/publicacao", state: "success" }];
    const { fetchFn } = fakeFetch({ "GET /commits/abc/status": [200, { state: "success", statuses }] });
    expect(await gitHubApi("dono/site", "tok", fetchFn).statuses("abc")).toEqual(statuses);
  });

  it("throws GitHub's status, and tells the rate limit from a refusal", async () => {
    const { fetchFn } = fakeFetch({
      "GET /commits/abc/status": [403, { message: "Resource not accessible by personal access token" }],
      "GET /commits/def/status": [403, { message: "API rate limit exceeded" }, { "x-ratelimit-remaining": "0" }],
    });
    const api = gitHubApi("dono/site", "tok", fetchFn);
    await expect(api.statuses("abc")).rejects.toMatchObject({ status: 403, rateLimited: false });
    await expect(api.statuses("def")).rejects.toMatchObject({ status: 403, rateLimited: true });
    await expect(api.statuses("abc")).rejects.toBeInstanceOf(GitHubError);
  });

  it("reads a file's blob and bytes at a commit, through the blob API over 1 MB, none where it is not", async () => {
    const { fetchFn } = fakeFetch({
      "GET /contents/src/data/empresa/empresa.yaml?ref=p1": [
        200,
        { type: "file", sha: "s1", encoding: "base64", content: "YWJj\nZGVm\n" },
      ],
      "GET /contents/public/fotos/grande%20foto.webp?ref=p1": [
        200,
        { type: "file", sha: "s2", encoding: "none", content: "" },
      ],
      "GET /git/blobs/s2": [200, { sha: "s2", encoding: "base64", content: "UklG\nRg==\n" }],
    });
    const api = gitHubApi("dono/site", "tok", fetchFn);
    expect(await api.blobSha("src/data/empresa/empresa.yaml", "p1")).toBe("s1");
    expect(await api.contentAt("src/data/empresa/empresa.yaml", "p1")).toBe("YWJjZGVm");
    expect(await api.contentAt("public/fotos/grande foto.webp", "p1")).toBe("UklGRg==");
    expect(await api.blobSha("nada.yaml", "p1")).toBeNull();
  });

  it("writes and deletes a file on the branch", async () => {
    const { fetchFn, requests } = fakeFetch({
      "PUT /contents/src/data/empresa/empresa.yaml": [200, {}],
      "DELETE /contents/src/content/works/troca.yaml": [200, {}],
    });
    const api = gitHubApi("dono/site", "tok", fetchFn);
    await api.put("src/data/empresa/empresa.yaml", { content: "YQ==", sha: "s1", message: "Desfaz", branch: "main" });
    await api.put("src/data/empresa/empresa.yaml", { content: "YQ==", sha: null, message: "Desfaz", branch: "main" });
    await api.remove("src/content/works/troca.yaml", { sha: "s3", message: "Desfaz", branch: "main" });
    expect(requests.map((request) => JSON.parse(String(request.init.body)))).toEqual([
      { message: "Desfaz", content: "YQ==", branch: "main", sha: "s1" },
      { message: "Desfaz", content: "YQ==", branch: "main" },
      { message: "Desfaz", sha: "s3", branch: "main" },
    ]);
  });
});
