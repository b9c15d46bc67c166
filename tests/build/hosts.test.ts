import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_PAGE, filesIn } from "../../integrations/files.mjs";
import { DIST } from "../../scripts/site.mjs";
import { buildFolder, buildSite } from "../helpers/build-env";
import { parseHeadersFile } from "../helpers/headers-file";

// Where the build runs decides what it writes for the hosts (integrations/site-build.mjs): on a machine of
// its own, every host's file and the brotli copies; on Netlify or Cloudflare Pages (CF_PAGES), only _headers,
// since they compress on their own and would serve the .br copies as files of their own.
const temp = buildFolder("pages");
const out = path.join(temp, "dist");
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The site built as Cloudflare Pages builds it, from the shipped facts and folders: once for this file's checks. */
let cloudflare: ReturnType<typeof buildSite> | undefined;
const cloudflareBuild = () => (cloudflare ??= buildSite(out, { CF_PAGES: "1" }));

describe("the host files of a build", () => {
  it("everywhere: _headers; on a server of its own: .htaccess, the nginx files and the brotli copies", () => {
    expect(existsSync(path.join(DIST, "_headers"))).toBe(true);
    expect(existsSync(path.join(DIST, ".htaccess"))).toBe(true);
    expect(existsSync(path.join(DIST, "../deploy/nginx.conf"))).toBe(true);
    expect(existsSync(path.join(DIST, "../deploy/security-headers.conf"))).toBe(true);
    expect(existsSync(path.join(DIST, "../deploy/page-csp.conf"))).toBe(true);
    expect(filesIn(DIST).some((file) => file.endsWith(".html.br"))).toBe(true);
  });

  it(
    "on Cloudflare Pages: _headers only, no .htaccess, no brotli copy",
    { timeout: 600_000, tags: ["builds"] },
    async () => {
      const run = await cloudflareBuild();
      expect(run.status, run.output).toBe(0);
      expect(existsSync(path.join(out, "_headers"))).toBe(true);
      expect(existsSync(path.join(out, ".htaccess"))).toBe(false);
      expect(existsSync(path.join(temp, "deploy"))).toBe(false);
      expect(filesIn(out).filter((file) => file.endsWith(".br"))).toEqual([]);
      // Cloudflare joins the CSPs of every matching rule: each page's rule detaches the catch-all's first, so the
      // page sends its own policy alone. Built elsewhere the file is the same without those lines, which Netlify
      // rejects.
      const cloudflare = parseHeadersFile(readFileSync(path.join(out, "_headers"), "utf8"));
      const elsewhere = parseHeadersFile(readFileSync(path.join(DIST, "_headers"), "utf8"));
      expect([...cloudflare.keys()]).toEqual([...elsewhere.keys()]);
      let pageRules = 0;
      for (const [rule, headers] of elsewhere) {
        expect(
          headers.some(([name]) => name === "!"),
          rule,
        ).toBe(false);
        const ownCsp = rule !== "/*" && headers.some(([name]) => name === "Content-Security-Policy");
        if (ownCsp) pageRules++;
        // The owner's forms also send a COOP of their own (integrations/hosts/common.mjs: ADMIN_HEADERS).
        const detached =
          rule === ADMIN_PAGE.path
            ? ["Content-Security-Policy", "Cross-Origin-Opener-Policy"]
            : ["Content-Security-Policy"];
        expect(cloudflare.get(rule), rule).toEqual(
          ownCsp ? [...detached.map((name) => ["!", name]), ...headers] : headers,
        );
      }
      expect(pageRules).toBeGreaterThan(10);
    },
  );

  // As shipped: no job photos (src/content/works is empty), the state most of the owner's builds are in.
  it("as shipped, without photos, the build warns about nothing", { timeout: 600_000, tags: ["builds"] }, async () => {
    const run = await cloudflareBuild();
    expect(run.status, run.output).toBe(0);
    expect(run.output.split("\n").filter((line) => /\bWARN\b|\berror\b/i.test(line))).toEqual([]);
  });
});
