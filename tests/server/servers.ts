import { test } from "@playwright/test";

// The servers the suite runs against, one Playwright project each (playwright.server.config.ts), all
// started by global-setup.ts on five loopback ports from 4390 (not 4321/4329, used by `astro preview` and the
// end-to-end suite), or from the port SERVER_PORTS names, for runs side by side on one machine. What a host
// does its own way is named here and asserted as such in the tests, never skipped silently.
const FIRST_PORT = Number(process.env["SERVER_PORTS"] ?? 4390);

export const SERVERS = {
  /** Debian's nginx with deploy/nginx.conf and the build's snippets (deploy/security-headers.conf, page-csp.conf). */
  nginx: { http: FIRST_PORT, https: FIRST_PORT + 1, redirect: 301, serverHeader: "nginx", runCertificate: true },
  /** Debian's Apache 2.4 with the build's dist/.htaccess, as shared hosting runs it. */
  apache: { http: FIRST_PORT + 2, https: FIRST_PORT + 3, redirect: 301, serverHeader: "Apache", runCertificate: true },
  /**
   * Cloudflare Pages' own runtime (`wrangler pages dev`, workerd) reading dist/_headers. HTTPS only, with
   * wrangler's own certificate (Cloudflare's edge holds the real one and sends HTTP to HTTPS), 308 redirects,
   * compression done by the platform (not the build's .br copies, which a Pages build does not write), the
   * platform's own Cache-Control on a 404 (no-store) and /404 served as the page it is (200).
   */
  cloudflare: { http: undefined, https: FIRST_PORT + 4, redirect: 308, serverHeader: undefined, runCertificate: false },
} as const;

export type ServerName = keyof typeof SERVERS;

/** The server of the running test's project. */
export const serverName = () => test.info().project.name as ServerName;
export const server = () => SERVERS[serverName()];

/** Where the running test's server answers, over HTTPS. */
export const origin = (name: ServerName = serverName()) => `https://127.0.0.1:${SERVERS[name].https}`;
