// The deploy script (scripts/deploy.mjs, run as the workflow runs it) against a real FTP server on 127.0.0.1
// (ftp-srv, in this process): a first deploy, a second version (changed, added and removed files), and that
// second deploy cut before each of its writes and deletes in turn. After every cut the site must still work:
// each page there whole (the old or the new one, never half), every asset a page references present; the
// next deploy then finishes the job.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { FileSystem, FtpSrv, type FtpConnection } from "ftp-srv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesIn } from "../../integrations/files.mjs";
import { attr, elementsOf, parseHtml } from "../../integrations/html.ts";
import { MANIFEST, TEMP_SUFFIX } from "../../scripts/lib/deploy/plan.ts";

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/deploy.mjs");
const USER = "site";
const PASSWORD = "test-only";

type Site = Record<string, string>;
const page = (title: string, assets: string[]) =>
  `<!doctype html><html lang="pt-BR"><head><title>${title}</title>${assets
    .filter((a) => a.endsWith(".css"))
    .map((a) => `<link rel="stylesheet" href="${a}">`)
    .join("")}</head><body><h1>${title}</h1>${assets
    .filter((a) => !a.endsWith(".css"))
    .map((a) => (a.endsWith(".js") ? `<script type="module" src="${a}"></script>` : `<img src="${a}" alt="">`))
    .join("")}<a href="/contato">Contato</a></body></html>`;

const V1: Site = {
  "index.html": page("Fechado em 20/12", ["/_astro/site.v1.css", "/img/logo.png"]),
  "index.html.br": "brotli v1",
  "contato.html": page("Contato v1", ["/_astro/site.v1.css", "/_astro/form.v1.js"]),
  "sobre.html": page("Sobre", ["/_astro/site.v1.css", "/img/equipe.jpg"]),
  "_astro/site.v1.css": "body{color:#111}",
  "_astro/form.v1.js": "console.log(1)",
  "img/logo.png": "LOGO-A",
  "img/equipe.jpg": "EQUIPE",
  ".htaccess": "# hosts v1",
  "favicon.png": "ICON",
};
// Same size, other content (a date on a page, a redrawn logo): found by content, not size.
const V2: Site = {
  "index.html": page("Fechado em 27/12", ["/_astro/site.v2.css", "/img/logo.png", "/img/novo.png"]),
  "index.html.br": "brotli v2",
  "contato.html": page("Contato v2", ["/_astro/site.v2.css", "/_astro/form.v2.js"]),
  "servicos/bordadeiras.html": page("Bordadeiras", ["/_astro/site.v2.css", "/img/novo.png"]),
  "_astro/site.v2.css": "body{color:#222}",
  "_astro/form.v2.js": "console.log(2)",
  "img/logo.png": "LOGO-B",
  "img/novo.png": "NOVO",
  ".htaccess": "# hosts v2",
  "favicon.png": "ICON",
};

const work = mkdtempSync(path.join(tmpdir(), "deploy-ftp-test-"));
const writeSite = (name: string, site: Site) => {
  const dir = path.join(work, name);
  for (const [file, content] of Object.entries(site)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
};
const dist1 = writeSite("v1", V1);
const dist2 = writeSite("v2", V2);

// Each login gets the FTP root of the current case; `cut` stops the connection before the given write or
// delete (1 = the first), as a dropped connection or a killed job would.
let ftpRoot = "";
let cut: { op: "write" | "delete"; at: number } | undefined;
class CuttingFileSystem extends FileSystem {
  private writes = 0;
  private deletes = 0;
  constructor(
    private readonly conn: FtpConnection,
    options: { root: string; cwd: string },
  ) {
    super(conn, options);
  }
  private maybeCut(op: "write" | "delete", count: number) {
    if (cut?.op === op && cut.at === count) {
      (this.conn as unknown as { commandSocket: { destroy(): void } }).commandSocket.destroy();
      throw new Error("connection cut by the test");
    }
  }
  override write(fileName: string, options?: { append?: boolean; start?: number }) {
    this.maybeCut("write", ++this.writes);
    return super.write(fileName, options);
  }
  override delete(file: string) {
    this.maybeCut("delete", ++this.deletes);
    return super.delete(file);
  }
}

const quiet = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, child: () => quiet };
const server = new FtpSrv({
  url: "ftp://127.0.0.1:0",
  pasv_url: "127.0.0.1",
  pasv_min: 30000,
  pasv_max: 40000,
  anonymous: false,
  log: quiet,
  timeout: 20_000,
});
server.on("login", ({ connection, username, password }, resolve, reject) => {
  if (username !== USER || password !== PASSWORD) return reject(new Error("wrong password"));
  // Replies go out at once (without, Nagle's algorithm and delayed acknowledgements cost 40 ms per command).
  (connection as unknown as { commandSocket: { setNoDelay(on: boolean): void } }).commandSocket.setNoDelay(true);
  resolve({ fs: new CuttingFileSystem(connection, { root: ftpRoot, cwd: "/" }) });
});
let port = 0;

beforeAll(async () => {
  await server.listen();
  port = (server as unknown as { server: { address(): { port: number } } }).server.address().port;
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

/** A fresh FTP account: the site's folder, and files of the host's and the owner's it must never touch. */
function freshAccount(name: string) {
  ftpRoot = path.join(work, name);
  mkdirSync(path.join(ftpRoot, "public_html/.well-known"), { recursive: true });
  writeFileSync(path.join(ftpRoot, "public_html/.well-known/token"), "acme");
  writeFileSync(path.join(ftpRoot, "public_html/catalogo.pdf"), "owner's own file");
  writeFileSync(path.join(ftpRoot, "outside.txt"), "outside the site's folder");
  return path.join(ftpRoot, "public_html");
}
const HOST_OWN = { ".well-known/token": "acme", "catalogo.pdf": "owner's own file" };

async function deploy(dist: string) {
  const env = {
    PATH: process.env.PATH ?? "",
    DEPLOY_METHOD: "ftp",
    DEPLOY_FTP_TLS: "off",
    DEPLOY_HOST: "127.0.0.1",
    DEPLOY_PORT: String(port),
    DEPLOY_USER: USER,
    DEPLOY_PASSWORD: PASSWORD,
    DEPLOY_PATH: "public_html",
    DEPLOY_DIST: dist,
  };
  try {
    const { stdout } = await run(process.execPath, [SCRIPT], { env, timeout: 30_000 });
    return { ok: true, output: stdout };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

const read = (dir: string): Site =>
  Object.fromEntries(filesIn(dir).map((file) => [file, readFileSync(path.join(dir, file), "utf8")]));
const withoutDeployFiles = (site: Site): Site =>
  Object.fromEntries(Object.entries(site).filter(([file]) => file !== MANIFEST && !file.endsWith(TEMP_SUFFIX)));

/** The site as a visitor gets it: every page whole, as one of the versions has it, its assets all there. */
function expectWorkingSite(remote: Site, label: string) {
  const pages = Object.keys(remote).filter((file) => file.endsWith(".html"));
  expect(pages.length, label).toBeGreaterThan(0);
  for (const file of pages) {
    expect([V1[file], V2[file]], `${label}: ${file} whole`).toContain(remote[file]);
    for (const el of elementsOf(parseHtml(remote[file] ?? ""))) {
      const ref = el.tagName === "link" ? attr(el, "href") : attr(el, "src");
      if (ref?.startsWith("/")) expect(remote, `${label}: ${file} references ${ref}`).toHaveProperty([ref.slice(1)]);
    }
  }
}

describe("deploy over FTP", { timeout: 120_000 }, () => {
  it("publishes a site, then a second version: the folder is the new build, the host's files untouched", async () => {
    const site = freshAccount("full");
    const first = await deploy(dist1);
    expect(first.ok, first.output).toBe(true);
    expect(withoutDeployFiles(read(site))).toEqual({ ...V1, ...HOST_OWN });
    expect(first.output).toContain("left alone (not put there by a deploy): catalogo.pdf");

    const second = await deploy(dist2);
    expect(second.ok, second.output).toBe(true);
    expect(read(site)).toEqual({ ...V2, ...HOST_OWN, [MANIFEST]: expect.any(String) });
    expect(readFileSync(path.join(ftpRoot, "outside.txt"), "utf8")).toBe("outside the site's folder");
    // The changed files only: the same-size page and logo too, nothing unchanged.
    expect(second.output).toMatch(/\b9 sent, 4 deleted, 1 unchanged/);

    const again = await deploy(dist2);
    expect(again.output).toMatch(/\b0 sent, 0 deleted, 10 unchanged/);
  });

  it("keeps the site working wherever the second deploy is cut, and the next deploy completes it", async () => {
    // The second deploy writes 11 files (its record, 9 files, its record again) and deletes 4.
    const cuts = [
      ...Array.from({ length: 11 }, (_, i) => ({ op: "write" as const, at: i + 1 })),
      ...Array.from({ length: 4 }, (_, i) => ({ op: "delete" as const, at: i + 1 })),
    ];
    // Each case starts from the same first deploy, copied.
    const published = freshAccount("published-v1");
    expect((await deploy(dist1)).ok).toBe(true);
    for (const point of cuts) {
      const label = `cut before ${point.op} ${point.at}`;
      const site = freshAccount(`cut-${point.op}-${point.at}`);
      cpSync(published, site, { recursive: true });
      cut = point;
      const broken = await deploy(dist2);
      cut = undefined;
      expect(broken.ok, `${label}: the deploy reports the failure`).toBe(false);
      expect(broken.output).toContain("deploy failed");
      expectWorkingSite(read(site), label);

      const resumed = await deploy(dist2);
      expect(resumed.ok, `${label}: ${resumed.output}`).toBe(true);
      expect(read(site), label).toEqual({ ...V2, ...HOST_OWN, [MANIFEST]: expect.any(String) });
    }
  });
});
