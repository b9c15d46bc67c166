// What the deploy tests share: two versions of a small site, the deploy script run as the workflow runs
// it, and what a visitor must always get from the remote folder, however a deploy was cut.
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { filesIn } from "../../integrations/files.mjs";
import { attr, elementsOf, parseHtml } from "../../integrations/html.ts";
import { MANIFEST, TEMP_SUFFIX } from "../../scripts/lib/deploy/plan.ts";

const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/deploy.mjs");

export type Site = Record<string, string>;

const page = (title: string, assets: string[], filler = "") =>
  `<!doctype html><html lang="pt-BR"><head><title>${title}</title>${assets
    .filter((a) => a.endsWith(".css"))
    .map((a) => `<link rel="stylesheet" href="${a}">`)
    .join("")}</head><body><h1>${title}</h1>${assets
    .filter((a) => !a.endsWith(".css"))
    .map((a) => (a.endsWith(".js") ? `<script type="module" src="${a}"></script>` : `<img src="${a}" alt="">`))
    .join("")}<a href="/contato">Contato</a>${filler}</body></html>`;

export const V1: Site = {
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
export const V2: Site = {
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
/** The pace of the transfers (the FTP server's limit, the SSH relay's): bytes a second. */
export const RATE = 1_000_000;
/**
 * The second version with a home page of two seconds at RATE (text no compression or rsync's delta shrinks), so
 * that a cut lands inside it.
 */
export const LARGE: Site = {
  ...V2,
  "index.html": page(
    "Fechado em 27/12",
    ["/_astro/site.v2.css", "/img/logo.png", "/img/novo.png"],
    `<!-- ${randomBytes(Math.ceil((2 * RATE * 3) / 4)).toString("base64")} -->`,
  ),
};

/** A new work folder (its name starting with `prefix`) holding the three builds the deploys send. */
export function writeBuilds(prefix: string) {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    work,
    dist1: writeSite(path.join(work, "v1"), V1),
    dist2: writeSite(path.join(work, "v2"), V2),
    distLarge: writeSite(path.join(work, "large"), LARGE),
  };
}

/** The host's and the owner's files in the remote folder, which a deploy by FTP or SFTP must leave alone. */
export const HOST_OWN = { ".well-known/token": "acme", "catalogo.pdf": "owner's own file" } satisfies Site;

export function writeSite(dir: string, site: Site) {
  for (const [file, content] of Object.entries(site)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

export const readSite = (dir: string): Site =>
  Object.fromEntries(filesIn(dir).map((file) => [file, readFileSync(path.join(dir, file), "utf8")]));

export const isDeployFile = (file: string) => file === MANIFEST || file.endsWith(TEMP_SUFFIX);
/** rsync's name for a file it is writing: ".name.XXXXXX" beside it. */
const isRsyncTemp = (file: string) => /^\..+\.[A-Za-z0-9]{6}$/.test(path.basename(file));
export const withoutDeployFiles = (site: Site): Site =>
  Object.fromEntries(Object.entries(site).filter(([file]) => !isDeployFile(file)));

/**
 * The site as a visitor gets it: every file under its own name whole, as one of `versions` (or the host's)
 * has it, and every page's assets there.
 */
export function expectWorkingSite(remote: Site, versions: Site[], label: string) {
  const pages = Object.keys(remote).filter((file) => file.endsWith(".html"));
  expect(pages.length, label).toBeGreaterThan(0);
  const sources: Site[] = [...versions, HOST_OWN];
  for (const [file, content] of Object.entries(remote)) {
    if (isDeployFile(file) || isRsyncTemp(file)) continue;
    const known = sources.map((source) => source[file]).filter((c) => c !== undefined);
    expect(known, `${label}: ${file} whole`).toContain(content);
  }
  for (const file of pages) {
    for (const el of elementsOf(parseHtml(remote[file] ?? ""))) {
      const ref = el.tagName === "link" ? attr(el, "href") : attr(el, "src");
      if (ref?.startsWith("/")) expect(remote, `${label}: ${file} references ${ref}`).toHaveProperty([ref.slice(1)]);
    }
  }
}

/** `npm run deploy` as the workflow runs it, with these settings (and nothing else of this environment's). */
export function deployEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", ...settings };
}

/** Runs the deploy to its end. */
export function deploy(settings: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT], { env: deployEnv(settings), timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ ok: !error, output: stdout + stderr }),
    );
  });
}

/** Starts the deploy; `done` resolves when it ends. */
export function startDeploy(settings: Record<string, string>) {
  const child = spawn(process.execPath, [SCRIPT], { env: deployEnv(settings), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const done = new Promise<{ ok: boolean; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ ok: code === 0, output })),
  );
  return { child, done };
}

/** Resolves once `check` holds, polled every 10 ms; fails after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
