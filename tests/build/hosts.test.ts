import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesIn } from "../../integrations/files.mjs";
import { DIST } from "../../scripts/site.ts";

// Where the build runs decides what it writes for the hosts (integrations/site-build.mjs): on a machine of
// its own, every host's file and the brotli copies; on Netlify or Cloudflare Pages (CF_PAGES), only _headers,
// since they compress on their own and would serve the .br copies as files of their own. A build as Cloudflare
// Pages runs it is checked in works.test.ts, which makes one.
describe("the host files of a build", () => {
  it("everywhere: _headers; on a server of its own: .htaccess, the nginx files and the brotli copies", () => {
    expect(existsSync(path.join(DIST, "_headers"))).toBe(true);
    expect(existsSync(path.join(DIST, ".htaccess"))).toBe(true);
    expect(existsSync(path.join(DIST, "../deploy/nginx.conf"))).toBe(true);
    expect(existsSync(path.join(DIST, "../deploy/security-headers.conf"))).toBe(true);
    expect(existsSync(path.join(DIST, "../deploy/page-csp.conf"))).toBe(true);
    expect(filesIn(DIST).some((file) => file.endsWith(".html.br"))).toBe(true);
  });
});
