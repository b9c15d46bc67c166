import { copyFileSync, cpSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { filesIn } from "../../integrations/files.mjs";
import { nginxFiles } from "../../integrations/hosts/nginx.mjs";
import { MANIFEST, TEMP_SUFFIX } from "../../scripts/lib/deploy/plan.ts";
import { DIST } from "../../scripts/site.ts";
import { startApache } from "../../servers/apache.mjs";
import { makeCertificate, tempDir } from "../../servers/common.mjs";
import { startNginx } from "../../servers/nginx.mjs";
import { serverName } from "./servers";

// What a deploy leaves in the web root besides the site (scripts/deploy.mjs): its record of the files it
// sent, a file cut short under the name it is written under (FTP, SFTP), rsync's own temporary name. None of
// them may be served: each host's file denies them (hidden files, *.deploy-tmp), and this checks it on each
// server with the build's own configuration, on a copy of the build holding such files, beside the
// certificate challenge a host must still serve. Each project starts its own server for this (ports
// 4402-4405: never the deploy suite's at the same time). Cloudflare Pages and Netlify get the site from
// their own command (wrangler, netlify-cli), which uploads dist/ as built: no deploy file ever reaches them.

const SECRET = "left by a deploy";
const asset = readdirSync(path.join(DIST, "_astro")).find((file) => file.endsWith(".js"))!;
const LEFT = {
  [MANIFEST]: `{"version":1,"files":{},"note":"${SECRET}"}`,
  [`index.html${TEMP_SUFFIX}`]: `<!doctype html><title>${SECRET}</title>`,
  [`_astro/${asset}${TEMP_SUFFIX}`]: `console.log("${SECRET}")`,
  // rsync's name for contato.html while it writes it.
  ".contato.html.Xa9b3Z": `<!doctype html><title>${SECRET}</title>`,
};
const CHALLENGE = ".well-known/acme-challenge/token-1234";

const PORTS = { apache: [4402, 4403], nginx: [4404, 4405] } as const;

test.describe.configure({ mode: "serial" });

test.describe("the deploy's own files", () => {
  let stop = async () => {};
  let origin = "";

  test.beforeAll(async () => {
    const name = serverName();
    if (name === "cloudflare") return;
    const temp = tempDir("deploy-files-");
    stop = async () => temp.remove();
    const dist = path.join(temp.dir, "dist");
    cpSync(DIST, dist, { recursive: true });
    // nginx's files, which the build writes beside its dist/.
    const [from, to] = [nginxFiles(DIST), nginxFiles(dist)];
    for (const key of ["site", "securityHeaders", "pageCsp"] as const) {
      mkdirSync(path.dirname(to[key]), { recursive: true });
      copyFileSync(from[key], to[key]);
    }
    for (const [file, content] of Object.entries({ ...LEFT, [CHALLENGE]: "challenge" })) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), content);
    }
    const dir = path.join(temp.dir, "server");
    mkdirSync(dir);
    const [httpPort, httpsPort] = PORTS[name];
    const options = { dir, dist, httpPort, httpsPort, ...makeCertificate(temp.dir) };
    const started = await (name === "nginx" ? startNginx(options) : startApache(options));
    origin = `https://127.0.0.1:${httpsPort}`;
    stop = async () => {
      await started.stop();
      temp.remove();
    };
  });
  test.afterAll(() => stop());

  test("are never served, and a certificate challenge still is", async ({ request }) => {
    if (serverName() === "cloudflare") {
      const built = filesIn(DIST);
      expect(built.filter((file) => file === MANIFEST || file.endsWith(TEMP_SUFFIX))).toEqual([]);
      return;
    }
    const get = (file: string) => request.get(`${origin}/${file}`, { maxRedirects: 0, ignoreHTTPSErrors: true });
    for (const file of Object.keys(LEFT)) {
      // Also asked for with the dot written as %2E, as a scanner might.
      for (const asked of new Set([file, file.replace(/^\.|\/\./, (dot) => dot.replace(".", "%2E"))])) {
        const response = await get(asked);
        expect([403, 404], asked).toContain(response.status());
        expect(await response.text(), asked).not.toContain(SECRET);
      }
    }
    expect((await get(CHALLENGE)).status()).toBe(200);
    expect((await get("contato")).status()).toBe(200);
  });
});
