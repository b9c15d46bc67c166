// The one Astro integration of the site (astro.config.mjs): the steps run on dist/ once the build is
// written, in this order.
// 1. Each page's prepared WhatsApp messages end with the page's name (whatsapp-origin.ts). Its inline
//    stylesheet keeps only the rules the page can use, and its <meta> CSP lists only its own hashes
//    (page-styles.ts), with short class names (class-names.ts), and the islands' runtime is a file loaded
//    after the first paint (island-runtime.ts): a whole page then fits the first round trip. (As a plain
//    deferred script the runtime was fetched before the first paint, and Lighthouse counted it: LCP
//    1.04-1.32x the floor on /contato and /fidelidade.)
// 2. Every host's configuration is written from the pages just built (hosts.mjs): nothing to keep in step.
// 3. Every text file gets a brotli copy at the best level (file.br), which nginx and Apache send as it is:
//    about 15 % fewer bytes than gzip, with no work per request.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { filesIn } from "./files.mjs";
import { TEXT_TYPES, writeHostFiles } from "./hosts.mjs";
import { withWhatsappOrigin } from "./whatsapp-origin.ts";
import { shortenClasses } from "./class-names.ts";
import { runtimeFile, withRuntimeFile } from "./island-runtime.ts";
import { importsOf, ownCsp, scriptUrlsOf, stylesInHead, trimStyles } from "./page-styles.ts";

/** The files of `dist`, relative to it, whose names match `pattern`. */
const filesOf = (/** @type {string} */ dist, /** @type {RegExp} */ pattern) =>
  filesIn(dist).filter((file) => pattern.test(file));

/** The text types a server compresses (images and fonts are compressed already): those of hosts.mjs. */
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
  return {
    name: "site-build",
    hooks: {
      // Islands hydrate after the first paint (client:afterpaint), never racing it.
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("after-paint.js", import.meta.url)),
        });
      },
      "astro:build:done": async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const read = (/** @type {string} */ file) => readFileSync(path.join(dist, file), "utf8");
        for (const file of filesOf(dist, /\.html$/)) {
          const { html, runtime } = withRuntimeFile(withWhatsappOrigin(read(file)));
          if (runtime) writeFileSync(path.join(dist, runtimeFile(runtime)), runtime);
          // The page's scripts and all they import: classes a script adds keep their rules.
          const urls = new Set(scriptUrlsOf(html));
          for (const url of urls) for (const imported of importsOf(read(url), url)) urls.add(imported);
          const scripts = [...urls].map(read);
          const trimmed = await trimStyles(stylesInHead(html), scripts);
          writeFileSync(path.join(dist, file), ownCsp(shortenClasses(trimmed, scripts)));
        }
        writeHostFiles(dist, { selfHosted: !onPagesHost(), cloudflare: onCloudflarePages() });
        if (onPagesHost()) return;
        for (const file of filesOf(dist, COMPRESSIBLE)) {
          const data = readFileSync(path.join(dist, file));
          const br = brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          });
          if (br.length < data.length) writeFileSync(path.join(dist, `${file}.br`), br);
        }
      },
    },
  };
}
