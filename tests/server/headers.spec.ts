import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  ADMIN_HEADERS,
  BASE_CSP,
  CACHE_CONTROL,
  isOwnerFile,
  OWNER_FILE_HEADER,
  OWNER_FOLDERS,
  SITE_HEADERS,
  pageCsp,
} from "../../integrations/hosts/common.mjs";
import { nginxFiles, nginxVariable } from "../../integrations/hosts/nginx.mjs";
import { ADMIN_PAGE, filesIn } from "../../integrations/files.mjs";
import { metaCspOf, parseCsp } from "../../integrations/csp";
import { byTag, innerHtml, parseHtml } from "../../integrations/html";
import { business } from "../../src/config/business";
import { familyPath } from "../../src/lib/machines";
import { cleanPath } from "../../src/lib/paths";
import { families } from "../helpers/families";
import { allPages } from "../../integrations/files.mjs";
import { DIST, builtPages } from "../../scripts/site.ts";
import { follow, request } from "./http";
import { parseHeadersFile } from "../helpers/headers-file";
import { server, serverName } from "./servers";

// HTTP-level checks of each real server of the run (global setup; tests/server/servers.ts names what a host
// does its own way), and of the host files the build wrote against each other.

const HEADERS_FILE = path.join(DIST, "_headers");
// The nginx files the same build wrote beside its dist/ (deploy/).
const { site: SITE_CONFIG, securityHeaders: NGINX_SNIPPET, pageCsp: NGINX_PAGE_CSP } = nginxFiles(DIST);

const pages = builtPages().filter((page) => page.file !== "404.html");
// A machine-family page (the first family's), for a page deeper than the root.
const familyPage = pages.find((page) => page.path === familyPath(families[0]!))!;
const assets = readdirSync(path.join(DIST, "_astro"));
const titleOf = (html: string) => {
  const title = byTag(parseHtml(html), "title")[0];
  return title && innerHtml(title);
};
const notFoundTitle = titleOf(readFileSync(path.join(DIST, "404.html"), "utf8"));

/** The `add_header Name "value" always;` (or `$variable`) lines of an nginx text, in order. */
const addHeaders = (text: string): Array<[string, string]> =>
  [...text.matchAll(/^\s*add_header\s+(\S+)\s+(?:"([^"]*)"|(\$\w+))\s+always;/gm)].map((m) => [m[1]!, m[2] ?? m[3]!]);

/** The `"key" "value";` entries (and `~regex "value";`) of the nginx map that sets `variable`, with its default. */
const mapEntries = (text: string, variable = "site_csp") => {
  const start = text.indexOf(`map $uri $${variable} {`);
  if (start === -1) throw new Error(`no map of $${variable}`);
  const block = text.slice(start, text.indexOf("\n}", start));
  return new Map(
    [...block.matchAll(/^\s*("([^"]*)"|default|(~\S+))\s+"([^"]*)";/gm)].map((m) => [m[2] ?? m[3] ?? "default", m[4]!]),
  );
};

/** A page's own header CSP, from the page as built. */
const cspOfPage = (file: string) => pageCsp(readFileSync(path.join(DIST, file), "utf8"), file);

/** The header CSP of the owner's forms (the CMS's page), from the page as built. */
const ADMIN_CSP = cspOfPage(ADMIN_PAGE.file);

/**
 * The CSP a response must carry: a page's own (alone on Cloudflare too: a build there detaches the catch-all
 * rule's, see servers/cloudflare.mjs), or the base CSP of every other response.
 */
const cspFor = (file?: string) => (file ? cspOfPage(file) : BASE_CSP);

/** The body of the first `location … {}` block of deploy/nginx.conf whose head matches `head`. */
function nginxLocation(conf: string, head: string): string {
  const start = conf.indexOf(`location ${head} {`);
  if (start === -1) throw new Error(`deploy/nginx.conf has no "location ${head}" block`);
  return conf.slice(start, conf.indexOf("}", start));
}

/** Every security header, and the CSP given (`undefined`: any that at least forbids framing, as on redirects). */
const checkSecurityHeaders = (
  headers: Record<string, string | string[] | undefined>,
  what: string,
  csp: string | undefined,
) => {
  for (const [name, value] of SITE_HEADERS) {
    const sent = headers[name.toLowerCase()];
    if (name !== "Content-Security-Policy") expect(sent, `${name} on ${what}`).toBe(value);
    else if (csp === undefined) expect(sent, `${name} on ${what}`).toContain(BASE_CSP);
    else expect(sent, `${name} on ${what}`).toBe(csp);
  }
};

test.describe("the host files the build wrote", () => {
  // Checks of files, not of a server: once, in the nginx project.
  test.skip(() => serverName() !== "nginx", "file checks run once, with the nginx project");
  test("dist/_headers and the nginx files send the same values", () => {
    const rules = parseHeadersFile(readFileSync(HEADERS_FILE, "utf8"));
    const snippet = addHeaders(readFileSync(NGINX_SNIPPET, "utf8"));
    const pageCsps = mapEntries(readFileSync(NGINX_PAGE_CSP, "utf8"));
    const conf = readFileSync(SITE_CONFIG, "utf8");

    // Security headers: the same list, in the same order, in both, and the source's; nginx takes the CSP
    // from its map, which gives every page its own and the rest the base CSP.
    expect(rules.get("/*")).toEqual(SITE_HEADERS);
    // The headers the owner's forms send otherwise come from maps too (page-csp.conf).
    const variable = (name: string) =>
      name === "Content-Security-Policy"
        ? "$site_csp"
        : ADMIN_HEADERS.some(([admin]) => admin === name)
          ? `$${nginxVariable(name)}`
          : undefined;
    expect(snippet).toEqual([
      ...SITE_HEADERS.map(([name, value]) => [name, variable(name) ?? value]),
      ...ADMIN_HEADERS.filter(([name]) => !SITE_HEADERS.some(([site]) => site === name)).map(([name]) => [
        name,
        variable(name),
      ]),
    ]);
    expect(conf, "the map is included outside the server blocks").toMatch(/^include snippets\/page-csp\.conf;$/m);
    expect(pageCsps.get("default")).toBe(BASE_CSP);
    for (const { file } of allPages(DIST)) expect(pageCsps.get(`/${file}`), file).toBe(cspOfPage(file));
    expect(pageCsps.get(`/${ADMIN_PAGE.file}`)).toBe(ADMIN_CSP);
    const site = new Map(SITE_HEADERS);
    for (const [name, value] of ADMIN_HEADERS) {
      const map = mapEntries(readFileSync(NGINX_PAGE_CSP, "utf8"), nginxVariable(name));
      expect(map.get("default"), name).toBe(site.get(name) ?? "");
      expect(map.get(`/${ADMIN_PAGE.file}`), name).toBe(value);
      for (const folder of OWNER_FOLDERS)
        expect(map.get(`~^/${folder}`), name).toBe(name === OWNER_FILE_HEADER[0] ? OWNER_FILE_HEADER[1] : undefined);
    }
    // The forms' rule in dist/_headers, and Netlify's reading of it: the forms' CSP and headers win.
    const adminRule = rules.get(ADMIN_PAGE.path);
    expect(adminRule).toEqual([
      ["Content-Security-Policy", ADMIN_CSP],
      ...ADMIN_HEADERS,
      ["Cache-Control", CACHE_CONTROL.revalidate],
    ]);
    const netlify = new Map(
      [...rules].filter(([rule]) => rule === "/*" || rule === ADMIN_PAGE.path).flatMap(([, h]) => h),
    );
    for (const [name, value] of [["Content-Security-Policy", ADMIN_CSP] as const, ...ADMIN_HEADERS])
      expect(netlify.get(name!), `Netlify's ${name} for /admin`).toBe(value);

    // Caching: immutable for hashed assets, revalidation for pages, in both.
    const astro = nginxLocation(conf, "^~ /_astro/");
    expect(astro, "the /_astro/ location must include the headers snippet (add_header inheritance)").toContain(
      "include snippets/security-headers.conf;",
    );
    expect(addHeaders(astro)).toEqual([["Cache-Control", CACHE_CONTROL.hashed]]);
    expect(rules.get("/_astro/*")).toEqual([["Cache-Control", CACHE_CONTROL.hashed]]);
    const serverLevel = addHeaders(conf.slice(conf.indexOf("listen 443"), conf.search(/^\s*location /m)));
    expect(serverLevel).toEqual([["Cache-Control", CACHE_CONTROL.revalidate]]);
    for (const page of pages) {
      expect(rules.get(page.path), `dist/_headers rule for ${page.path}`).toEqual([
        ["Content-Security-Policy", cspOfPage(page.file)],
        ["Cache-Control", CACHE_CONTROL.revalidate],
      ]);
      // As Netlify reads the file (no local emulation runs offline: deploy/README.md): every matching rule
      // applies, in the file's order, and a name a later rule sets again takes the later value.
      const netlify = new Map([...rules].filter(([rule]) => rule === "/*" || rule === page.path).flatMap(([, h]) => h));
      expect(netlify.get("Content-Security-Policy"), `Netlify's CSP for ${page.path}`).toBe(cspOfPage(page.file));
    }
    // No location but /_astro/ has add_header of its own, so none loses the security headers.
    const locations = [...conf.matchAll(/location ([^{]+)\{([^}]*)\}/g)];
    for (const [, head, body] of locations) {
      if (head!.trim() !== "^~ /_astro/") expect(body, `location ${head}`).not.toContain("add_header");
    }
  });

  test("each page's header CSP is its <meta> policy plus framing and upgrades: scripts only from the site and by its own hashes", () => {
    expect(SITE_HEADERS[0]).toEqual(["Content-Security-Policy", BASE_CSP]);
    expect(parseCsp(BASE_CSP).map(([directive]) => directive)).toEqual(["frame-ancestors"]);
    for (const { file } of allPages(DIST)) {
      const csp = new Map(parseCsp(cspOfPage(file)));
      expect(csp.get("default-src"), file).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors"), file).toEqual(["'none'"]);
      expect(csp.get("upgrade-insecure-requests"), file).toEqual([]);
      for (const directive of ["script-src", "style-src"]) {
        for (const source of csp.get(directive) ?? []) {
          expect(source, `${directive} source of ${file}`).toMatch(/^('self'|'sha(256|384|512)-[A-Za-z0-9+/=]+')$/);
        }
      }
      const meta = parseCsp(metaCspOf(readFileSync(path.join(DIST, file), "utf8"))!);
      for (const [directive, sources] of meta) expect(csp.get(directive), `${directive} of ${file}`).toEqual(sources);
    }
  });
});

test.describe("the server", () => {
  test("a page: every security header, revalidation, compression, UTF-8", async () => {
    const response = await request("/contato", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    checkSecurityHeaders(response.headers, "/contato", cspFor("contato.html"));
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    expect(response.headers["content-encoding"]).toBe("gzip");
    // Wrangler locally sends no Vary (Cloudflare's edge does, and caches per encoding).
    if (serverName() !== "cloudflare") expect(response.headers["vary"]).toMatch(/^Accept-Encoding$/i);
    expect(response.headers["server"], "no version in Server").toBe(server().serverHeader);
    expect(response.text).toBe(readFileSync(path.join(DIST, "contato.html"), "utf8"));

    // Revalidation really works: the ETag answers 304.
    const etag = response.headers["etag"];
    expect(etag).toBeTruthy();
    const again = await request("/contato", { headers: { "If-None-Match": String(etag), "Accept-Encoding": "gzip" } });
    expect(again.status).toBe(304);
  });

  test("brotli-capable browsers get pages and scripts in brotli (the build's copies where the server sends files)", async () => {
    const script = `_astro/${assets.find((name) => name.endsWith(".js"))}`;
    for (const [url, file] of [
      ["/", "index.html"],
      [familyPage.path, familyPage.file],
      [`/${script}`, script],
    ] as const) {
      const response = await request(url, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
      // Cloudflare compresses on its own (a Pages build uploads no .br copies); wrangler locally uses gzip.
      if (serverName() === "cloudflare") expect(response.headers["content-encoding"], url).toMatch(/^(br|gzip)$/);
      else {
        expect(response.headers["content-encoding"], url).toBe("br");
        expect(response.raw.equals(readFileSync(path.join(DIST, `${file}.br`))), url).toBe(true);
      }
      if (serverName() !== "cloudflare") expect(response.headers["vary"], url).toMatch(/^Accept-Encoding$/i);
      expect(response.text, url).toBe(readFileSync(path.join(DIST, file), "utf8"));
    }
  });

  test("a hashed script: immutable for a year, compressed, with the security headers", async () => {
    const asset = assets.find((name) => name.endsWith(".js"));
    expect(asset, "a .js file in dist/_astro").toBeTruthy();
    const response = await request(`/_astro/${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.hashed);
    checkSecurityHeaders(response.headers, asset!, BASE_CSP);
    expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.text).toBe(readFileSync(path.join(DIST, "_astro", asset!), "utf8"));
  });

  for (const unknown of ["/pagina-que-nao-existe", "/contato/extra", "/_astro/nao-existe.js", "/404", "/404.html"]) {
    test(`${unknown} answers 404 with the site's 404 page, headers and no caching`, async () => {
      const response = await request(unknown, { headers: { "Accept-Encoding": "gzip, br" } });
      if (serverName() === "cloudflare" && /^\/404(\.html)?$/.test(unknown)) {
        // Cloudflare Pages serves /404 as the page it is (200) and sends /404.html there: its own rule.
        expect((await follow(unknown)).at(-1)).toEqual({ path: "/404", status: 200 });
        return;
      }
      expect(response.status).toBe(404);
      expect(titleOf(response.text)).toBe(notFoundTitle);
      expect(response.headers["content-encoding"], "the 404 page compressed").toMatch(/^(br|gzip)$/);
      // The 404 page's own CSP where the server tells the file that answers; Cloudflare's rules match the
      // path asked for, so there the catch-all's CSP joins the page's <meta> policy.
      checkSecurityHeaders(response.headers, unknown, serverName() === "cloudflare" ? BASE_CSP : cspFor("404.html"));
      // Cloudflare marks its 404 answers no-store, which is stricter still.
      expect(response.headers["cache-control"]).toBe(
        serverName() === "cloudflare" ? "no-store" : CACHE_CONTROL.revalidate,
      );
    });
  }

  test("clean URLs: every page at its path, with no redirect, under its own header policy", async () => {
    for (const page of pages) {
      const response = await request(page.path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status, page.path).toBe(200);
      expect(response.text, page.path).toBe(readFileSync(path.join(DIST, page.file), "utf8"));
      // What browser.spec.ts loads in Chromium on nginx, each server sends for every page.
      expect(response.headers["content-security-policy"], page.path).toBe(cspFor(page.file));
    }
  });

  test("one URL per page: .html and trailing-slash forms redirect once, keeping the query, never looping", async () => {
    const cases: Array<[string, string]> = [
      ["/contato/", "/contato"],
      ["/contato.html", "/contato"],
      ["/contato.html?origem=x", "/contato?origem=x"],
      ["/fidelidade/?a=1", "/fidelidade?a=1"],
      ["/servicos/", "/servicos"],
      ["/index.html", "/"],
    ];
    for (const [from, to] of cases) {
      const response = await request(from);
      expect(response.status, from).toBe(server().redirect);
      const location = new URL(response.headers.location!, `https://127.0.0.1${from}`);
      expect(location.pathname + location.search, from).toBe(to);
      if (serverName() !== "cloudflare") checkSecurityHeaders(response.headers, `redirect of ${from}`, undefined);
      expect(await follow(from), from).toEqual([
        { path: from, status: server().redirect },
        { path: to, status: 200 },
      ]);
    }
    for (const page of pages) expect(await follow(page.path), page.path).toEqual([{ path: page.path, status: 200 }]);
  });

  test("plain HTTP redirects to the same URL on HTTPS", async () => {
    test.skip(!server().http, "Cloudflare's edge sends HTTP to HTTPS; wrangler serves HTTPS only here");
    for (const target of ["/", "/contato?origem=x", "/_astro/x.js"]) {
      const response = await request(target, { scheme: "http" });
      expect(response.status, target).toBe(301);
      // nginx keeps the port it is told (deploy/nginx.conf); Apache names the host, on HTTPS's own port.
      const port = serverName() === "nginx" ? `:${server().https}` : "";
      expect(response.headers.location, target).toBe(`https://127.0.0.1${port}${target}`);
    }
  });

  test("the bare domain sends each address, over HTTPS, to the same one on the www. host", async () => {
    test.skip(serverName() === "cloudflare", "Cloudflare Pages redirects a domain in its dashboard (docs/hosting.md)");
    const host = new URL(business.siteUrl).hostname;
    const bare = host.replace(/^www\./, "");
    expect(bare, "the example business's address has a www.").not.toBe(host);
    for (const target of ["/", "/contato?origem=x", "/_astro/x.js"]) {
      const response = await request(target, { headers: { Host: bare } });
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(`https://${host}${target}`);
      checkSecurityHeaders(response.headers, `bare domain's ${target}`, undefined);
    }
    expect((await request("/contato", { headers: { Host: host } })).status).toBe(200);
  });

  test("the other public files: right type, security headers, revalidation", async () => {
    const files: Array<[string, RegExp]> = [
      ["/robots.txt", /^text\/plain/],
      ["/sitemap-index.xml", /^(text|application)\/xml/],
      ["/sitemap-0.xml", /^(text|application)\/xml/],
      ["/og.jpg", /^image\/jpeg$/],
      ["/apple-touch-icon.png", /^image\/png$/],
      ["/favicon.png", /^image\/png$/],
      ["/contato.vcf", /^text\/vcard; charset=utf-8$/],
      ["/kit-do-dono/whatsapp.txt", /^text\/plain; charset=utf-8$/],
      ["/kit-do-dono/google-perfil.csv", /^text\/csv; charset=utf-8$/],
    ];
    for (const [file, type] of files) {
      const response = await request(file);
      expect(response.status, file).toBe(200);
      expect(response.headers["content-type"], file).toMatch(type);
      expect(response.headers["cache-control"], file).toBe(CACHE_CONTROL.revalidate);
      checkSecurityHeaders(response.headers, file, BASE_CSP);
    }
  });

  test("the owner's forms (/admin): their own CSP, GitHub's sign-in window may answer, kept out of search", async () => {
    const response = await request(ADMIN_PAGE.path, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.text).toBe(readFileSync(path.join(DIST, ADMIN_PAGE.file), "utf8"));
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    const own = new Map<string, string>([["Content-Security-Policy", ADMIN_CSP], ...ADMIN_HEADERS]);
    for (const [name, value] of [...SITE_HEADERS, ...ADMIN_HEADERS])
      expect(response.headers[name.toLowerCase()], `${name} on /admin`).toBe(own.get(name) ?? value);
    // Its configuration, loaded by the CMS beside it: the site's headers.
    const config = await request("/admin/config.yml", { headers: { "Accept-Encoding": "gzip" } });
    expect(config.status).toBe(200);
    expect(config.text).toBe(readFileSync(path.join(DIST, "admin/config.yml"), "utf8"));
    checkSecurityHeaders(config.headers, "/admin/config.yml", BASE_CSP);
    // /admin/ and /admin.html are the same page by its one URL.
    for (const from of ["/admin/", "/admin.html"])
      expect(await follow(from), from).toEqual([
        { path: from, status: server().redirect },
        { path: ADMIN_PAGE.path, status: 200 },
      ]);
  });

  test("the owner's files (his forms' and his kit's) are kept out of search, the site's are not", async () => {
    const owners = filesIn(DIST).filter((file) => isOwnerFile(file) && !file.endsWith(".br"));
    for (const folder of OWNER_FOLDERS)
      expect(
        owners.some((file) => file.startsWith(folder)),
        folder,
      ).toBe(true);
    const tag = OWNER_FILE_HEADER[0].toLowerCase();
    for (const file of owners) {
      const url = cleanPath(`/${file}`);
      const response = await request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers[tag], url).toBe(OWNER_FILE_HEADER[1]);
    }
    // The site's pages and files send none: a page's <meta> says what it wants.
    for (const url of ["/", "/contato", "/robots.txt", "/og.jpg"])
      expect((await request(url)).headers[tag], url).toBeUndefined();
  });

  test("no directory listing, and no host's file or brotli copy served as a file of its own", async () => {
    for (const file of ["/_headers", "/.htaccess", "/index.html.br", "/_astro/"]) {
      // After any redirect (/_astro/ to /_astro): 403 (Apache's denial of .ht* files and of folders), 404,
      // or wrangler's 502 for the _headers it reads.
      const last = (await follow(file)).at(-1)!;
      expect(last.status, file).toBeGreaterThanOrEqual(400);
      expect((await request(last.path)).text, file).not.toContain("Index of");
    }
  });
});
