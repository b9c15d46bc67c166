// The one Astro integration of the site (astro.config.mjs): the steps run on dist/ once the build is
// written, in this order.
// 1. Each page goes through the page steps (pages.ts says which, in what order and why): a whole page then
//    fits the connection's first round trip.
// 2. Every host's configuration is written from the page steps' result, each page's policy as they wrote it
//    (hosts.mjs): nothing to keep in step, and no page read again.
// 3. Photos carry no metadata (the phone's GPS position), and Astro's copies of originals no page uses go
//    (photos.ts).
// 4. Every text file gets a brotli copy at the best level (file.br), which nginx and Apache send as it is
//    (brotli.ts).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminBundle } from "./admin-bundle.mjs";
import { writeBrotliCopies } from "./brotli.ts";
import { ownCsp } from "./csp.ts";
import { ADMIN_PAGE, allPages, filesIn, PUBLICATION_PAGE } from "./files.mjs";
import { parseHtml, serializeHtml } from "./html.ts";
import { writeHostFiles } from "./hosts.mjs";
import { TEXT_TYPES } from "./hosts/common.mjs";
import { buildPage } from "./pages.ts";
import { publishPhotos } from "./photos.ts";

/** The files of `dist`, relative to it, whose names match `pattern`. */
const filesOf = (/** @type {string} */ dist, /** @type {RegExp} */ pattern) =>
  filesIn(dist).filter((file) => pattern.test(file));

/** The text types a server compresses (images and fonts are compressed already): those of hosts/common.mjs. */
const COMPRESSIBLE = new RegExp(`\\.(${Object.keys(TEXT_TYPES).join("|")})$`);

/**
 * Whether the build runs on Netlify or Cloudflare Pages (their build machines say so): they compress on their
 * own and read _headers, so neither the .br copies (which they would serve as files of their own) nor the
 * .htaccess go up.
 */
const onPagesHost = () => onCloudflarePages() || Boolean(process.env["NETLIFY"]);
/** Whether the build runs on Cloudflare Pages, whose _headers has a line of its own (hosts.mjs). */
const onCloudflarePages = () => Boolean(process.env["CF_PAGES"]);

/** @returns {import("astro").AstroIntegration} */
export default function siteBuild() {
  /** The site's public address: Astro's `site`, the facts' siteUrl (astro.config.mjs). */
  let site = "";
  /**
   * Where the brotli copies (brotli.ts) are kept between builds: the project's, not Astro's cacheDir, which the
   * tests give each of their builds for itself; these copies serve every build alike.
   */
  let brotliCache = "";
  return {
    name: "site-build",
    hooks: {
      // Islands hydrate after the first paint (client:afterpaint), never racing it.
      "astro:config:setup": ({ addClientDirective, updateConfig }) => {
        // The owner's forms: the CMS without the libraries of field types the forms never use.
        updateConfig({ vite: { plugins: [adminBundle()] } });
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("after-paint.js", import.meta.url)),
        });
      },
      "astro:config:done": ({ config }) => {
        if (!config.site) throw new Error("astro.config.mjs sets no `site`: the hosts' files need the domain");
        site = config.site;
        brotliCache = fileURLToPath(new URL("node_modules/.cache/site-build/brotli/", config.root));
      },
      "astro:build:done": async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const read = (/** @type {string} */ file) => readFileSync(path.join(dist, file), "utf8");
        // The pages' scripts, read once for all the pages that load them (a hashed name never changes).
        /** @type {Map<string, string>} */
        const scripts = new Map();
        const readScript = (/** @type {string} */ url) =>
          scripts.get(url) ?? scripts.set(url, read(url)).get(url) ?? "";
        // Each page's <meta> policy as the steps wrote it, for the hosts' files.
        /** @type {Array<{ file: string; path: string; meta: string }>} */
        const pages = [];
        // The site's pages (the owner's forms, files.mjs: ADMIN_PAGE, are not one of them: below).
        for (const { file, path: url } of allPages(dist)) {
          const page = await buildPage(file, read(file), readScript);
          writeFileSync(path.join(dist, file), page.html);
          for (const [name, text] of Object.entries(page.files)) writeFileSync(path.join(dist, name), text);
          pages.push({ file, path: url, meta: page.metaCsp });
        }
        // The owner's pages go through none of the page steps (the CMS styles itself at run time), but their
        // <meta> CSP, like every page's, lists only the inline code the page holds (the forms: none).
        /** @type {string | undefined} */
        let admin;
        for (const owner of [ADMIN_PAGE, PUBLICATION_PAGE].filter((page) => existsSync(path.join(dist, page.file)))) {
          const page = parseHtml(read(owner.file));
          const meta = ownCsp(page);
          writeFileSync(path.join(dist, owner.file), serializeHtml(page));
          if (owner === ADMIN_PAGE) admin = meta;
          else pages.push({ ...owner, meta });
        }
        writeHostFiles(dist, { pages, admin }, { selfHosted: !onPagesHost(), cloudflare: onCloudflarePages(), site });
        await publishPhotos(dist);
        if (onPagesHost()) return;
        writeBrotliCopies(dist, filesOf(dist, COMPRESSIBLE), brotliCache);
      },
    },
  };
}
