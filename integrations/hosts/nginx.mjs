// nginx's files, written to deploy/ beside dist/ (they are not uploaded with the site):
//   deploy/nginx.conf             the site's server blocks        nginx.conf.template
//   deploy/security-headers.conf  every response's headers        security-headers.conf.template
//   deploy/page-csp.conf          each page's own CSP             page-csp.conf.template
// The build fills nginx.conf for a server of the site's own (nginxServer); the server suite's launcher
// (servers/nginx.mjs) fills the same template with its own addresses, folder and certificate.
import path from "node:path";
import { ADMIN_PAGE } from "../files.mjs";
import {
  ADMIN_HEADERS,
  bareDomains,
  BASE_CSP,
  OWNER_FILE_HEADER,
  OWNER_FOLDERS,
  policiesOf,
  SITE_HEADERS,
} from "./common.mjs";
import { fromTemplate } from "./template.mjs";

/** deploy/, beside the build's dist/: where the nginx files go. */
const deployDirOf = (/** @type {string} */ dist) => path.join(dist, "..", "deploy");

/** The nginx files a build writes beside its dist/: the site's server blocks and the two snippets. */
export const nginxFiles = (/** @type {string} */ dist) => ({
  site: path.join(deployDirOf(dist), "nginx.conf"),
  securityHeaders: path.join(deployDirOf(dist), "security-headers.conf"),
  pageCsp: path.join(deployDirOf(dist), "page-csp.conf"),
});

/** A value in double quotes for nginx, which must not hold a character nginx reads specially. */
const nginxQuote = (/** @type {string} */ value) => {
  if (['"', "\\", "$"].some((special) => value.includes(special))) {
    throw new Error(`a value nginx would read specially: ${value}`);
  }
  return `"${value}"`;
};

/** The nginx variable of a header the owner's forms send otherwise: X-Robots-Tag is $site_x_robots_tag. */
export const nginxVariable = (/** @type {string} */ name) => `site_${name.toLowerCase().replaceAll("-", "_")}`;

/**
 * The nginx snippet, /etc/nginx/snippets/security-headers.conf (deploy/nginx.conf includes it): the headers
 * of every response, with the CSP that deploy/page-csp.conf chose for it (the template's own line).
 */
export function nginxSnippet() {
  return fromTemplate("security-headers.conf", {
    // The CSP, and the headers the owner's forms send otherwise, come from page-csp.conf's maps.
    security_headers: SITE_HEADERS.filter(([name]) => name !== "Content-Security-Policy").map(([name, value]) =>
      ADMIN_HEADERS.some(([admin]) => admin === name)
        ? `add_header ${name} $${nginxVariable(name)} always;`
        : `add_header ${name} ${nginxQuote(value)} always;`,
    ),
    admin_headers: ADMIN_HEADERS.filter(([name]) => !SITE_HEADERS.some(([site]) => site === name)).map(
      ([name]) => `add_header ${name} $${nginxVariable(name)} always;`,
    ),
  });
}

/**
 * The nginx map, /etc/nginx/snippets/page-csp.conf (included by deploy/nginx.conf outside its server blocks):
 * the CSP of each page by the file that answers ($uri after try_files and error_page), the base CSP otherwise.
 * @param {import("./common.mjs").BuiltSite} site
 */
export function nginxPageCsp(site) {
  const headers = new Map(SITE_HEADERS);
  return fromTemplate("page-csp.conf", {
    base_csp: nginxQuote(BASE_CSP),
    page_csps: [
      ...policiesOf(site).flatMap(({ policy, pages }) =>
        pages.map((page) => `${nginxQuote(`/${page.file}`)} ${nginxQuote(policy)};`),
      ),
      ...(site.adminCsp ? [`${nginxQuote(`/${ADMIN_PAGE.file}`)} ${nginxQuote(site.adminCsp)};`] : []),
    ],
    // A header whose value is empty is not sent: the site's files send no X-Robots-Tag.
    admin_maps: ADMIN_HEADERS.flatMap(([name, value]) => [
      `map $uri $${nginxVariable(name)} {`,
      `    default ${nginxQuote(headers.get(name) ?? "")};`,
      `    ${nginxQuote(`/${ADMIN_PAGE.file}`)} ${nginxQuote(value)};`,
      ...(name === OWNER_FILE_HEADER[0]
        ? OWNER_FOLDERS.map((folder) => `    ~^/${folder} ${nginxQuote(OWNER_FILE_HEADER[1])};`)
        : []),
      "}",
    ]),
  });
}

/**
 * Where and how nginx serves the site: what the build writes for a server of the site's own, or what a
 * launcher gives instead.
 * @typedef {object} NginxServer
 * @property {string[]} httpListen the `listen` addresses of plain HTTP, which only redirects to HTTPS
 * @property {string[]} httpsListen the `listen` addresses of HTTPS (HTTP/2)
 * @property {string} httpsHost the host (and port, unless 443) the HTTP redirect sends to, in nginx's terms
 * @property {string} root the folder dist/ is uploaded to
 * @property {string} certificate the certificate's chain (PEM)
 * @property {string} certificateKey its private key (PEM)
 */

/**
 * A server of the site's own for `host`, as deploy/README.md sets it up: every address on the standard ports,
 * dist/ in /var/www/<host>/dist, Let's Encrypt's certificate for the host.
 * @param {string} host
 * @returns {NginxServer}
 */
export const nginxServer = (host) => ({
  httpListen: ["80", "[::]:80"],
  httpsListen: ["443", "[::]:443"],
  httpsHost: "$host",
  root: `/var/www/${host}/dist`,
  certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
  certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
});

/**
 * deploy/nginx.conf, the site's server blocks, for the domain of `site` (the facts' siteUrl): its host, and
 * the bare domain too when the host starts with "www.", served as `server` says (nginxServer by default).
 * @param {string} site
 * @param {Partial<NginxServer>} [server]
 */
export function nginxSite(site, server = {}) {
  const host = new URL(site).hostname;
  if (!/^[a-z0-9.-]+$/.test(host)) throw new Error(`a host nginx would misread: ${host}`);
  const names = [host, ...bareDomains(host)];
  const { httpListen, httpsListen, httpsHost, root, certificate, certificateKey } = {
    ...nginxServer(host),
    ...server,
  };
  for (const word of [...httpListen, ...httpsListen, root, certificate, certificateKey]) {
    if (!word || /[\s;{}"'#$\\]/.test(word)) throw new Error(`a value nginx would misread: "${word}"`);
  }
  return fromTemplate("nginx.conf", {
    host,
    server_names: names.join(" "),
    // Plain HTTP keeps the host it was asked for: HSTS preloading wants the bare domain's own header first.
    bare_domain_redirect: bareDomains(host).flatMap((bare) => [
      "# The bare domain sends each address to the same one on the site's host: one address per page.",
      `if ($host = ${bare}) { return 301 https://${host}$request_uri; }`,
    ]),
    http_listen: httpListen,
    https_listen: httpsListen,
    https_host: httpsHost,
    root,
    certificate,
    certificate_key: certificateKey,
  });
}
