// The one walk of a built site's folder: the build's steps (site-build.mjs, hosts.mjs), the scripts
// (scripts/site.ts) and the tests all list dist/ through it.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { cleanPath } from "../src/lib/paths.ts";

/**
 * Every file under `dir`, folders left out, by its path relative to `dir` with "/" between folders (as in a
 * URL), in the order the file system lists them.
 * @param {string} dir
 */
export function filesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * The owner's forms (Sveltia CMS, src/pages/admin/): an HTML file of the build but not a page of the site. The
 * page steps, the page checks and the page lists leave it out; hosts.mjs gives it headers of its own.
 */
export const ADMIN_PAGE = { file: "admin.html", path: "/admin" };
/** The owner's page of his saves' publication (src/pages/admin/publicacao.astro): his too, not the site's. */
export const PUBLICATION_PAGE = { file: "admin/publicacao.html", path: "/admin/publicacao" };

/**
 * Every built HTML file of `dist` but the owner's pages (ADMIN_PAGE, PUBLICATION_PAGE), as { file: "contato.html", path:
 * "/contato" }: home first, the rest by path. The page steps (site-build.mjs), the hosts' configuration
 * (hosts.mjs), the scripts and the checks of validity and CSP read them all.
 * @param {string} dist
 */
export function allPages(dist) {
  if (!existsSync(path.join(dist, "index.html"))) throw new Error(`${dist} has no built site: run \`npm run build\``);
  return filesIn(dist)
    .filter(
      (file) =>
        file.endsWith(".html") &&
        !file.startsWith("_astro/") &&
        ![ADMIN_PAGE.file, PUBLICATION_PAGE.file].includes(file),
    )
    .map((file) => ({ file, path: cleanPath(`/${file}`) }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}
