// Every host's configuration, written by the build from the page steps' result (site-build.mjs), so it can
// never disagree with the pages: the header CSP (the pages' own script and style hashes and photo hosts), the
// clean paths, the 404 page, caching per kind of file and the security headers. One module per host fills
// its templates, the real files with {{placeholders}} (integrations/hosts/):
//   dist/_headers                Netlify and Cloudflare Pages               hosts/cloudflare.mjs  headers.template
//   dist/.htaccess               Apache 2.4 and LiteSpeed (shared hosting)  hosts/apache.mjs      htaccess.template
//   deploy/nginx.conf            nginx, the site's server blocks            hosts/nginx.mjs       nginx.conf.template
//   deploy/security-headers.conf nginx, every response's headers            hosts/nginx.mjs       security-headers.conf.template
//   deploy/page-csp.conf         nginx, each page's own CSP                 hosts/nginx.mjs       page-csp.conf.template
// (deploy/ is beside dist/.) Each page is sent with its own CSP, the one of its <meta> plus what only a header
// can say: the header then allows nothing the page does not use, and stays short enough for the page to fit
// the first round trip.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_PAGE, filesIn } from "./files.mjs";
import { htaccess } from "./hosts/apache.mjs";
import { headersFile } from "./hosts/cloudflare.mjs";
import { headerCsp } from "./hosts/common.mjs";
import { nginxFiles, nginxPageCsp, nginxSite, nginxSnippet } from "./hosts/nginx.mjs";

/**
 * Writes every host's file for the site built in `dist` (without the self-hosted servers' files where the
 * build runs on Netlify or Cloudflare Pages; with Cloudflare's own _headers where it runs there). `site` is
 * the site's public address (Astro's `site`, the facts' siteUrl), whose domain nginx serves.
 * @param {string} dist
 * @param {{ pages: Array<{ file: string; path: string; meta: string }>; admin: string | undefined }} built
 *   the page steps' result: the policy of each page's <meta> as they wrote it, for every page sent with its own
 *   CSP (files.mjs: allPages, then the owner's page of his saves' publication when built), and that of the
 *   owner's forms (files.mjs: ADMIN_PAGE) when built
 * @param {{ selfHosted: boolean; cloudflare?: boolean; site: string }} options
 * @returns {string[]} the files written
 */
export function writeHostFiles(dist, built, { selfHosted, cloudflare = false, site }) {
  /** @type {import("./hosts/common.mjs").BuiltSite} */
  const hosted = {
    pages: built.pages.map(({ file, path, meta }) => ({ file, path, csp: headerCsp(meta, `dist/${file}`) })),
    adminCsp: built.admin === undefined ? undefined : headerCsp(built.admin, `dist/${ADMIN_PAGE.file}`),
    files: filesIn(dist),
  };
  const nginx = nginxFiles(dist);
  const files = {
    [path.join(dist, "_headers")]: headersFile(hosted, { cloudflare }),
    ...(selfHosted && {
      [path.join(dist, ".htaccess")]: htaccess(hosted, new URL(site).hostname),
      [nginx.site]: nginxSite(site),
      [nginx.securityHeaders]: nginxSnippet(),
      [nginx.pageCsp]: nginxPageCsp(hosted),
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return Object.keys(files);
}
