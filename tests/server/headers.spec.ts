import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CACHE_CONTROL, siteHeaders } from "../../integrations/hosts.mjs";
import { metaCspOf, parseCsp } from "../../integrations/page-styles";
import { DIST, ROOT, allPages, builtPages } from "../../scripts/site.mjs";
import { SITE_CONFIG } from "./nginx.mjs";
import { follow, request } from "./http";
import { server, serverName } from "./servers";

// HTTP-level checks of each real server of the run (global setup; tests/server/servers.ts names what a host
// does its own way), and of the host files the build wrote against each other.

const HEADERS_FILE = path.join(DIST, "_headers");
const NGINX_SNIPPET = path.join(ROOT, "deploy", "security-headers.conf");

const expected = siteHeaders(DIST);
const pages = builtPages().filter((page) => page.file !== "404.html");
const assets = readdirSync(path.join(DIST, "_astro"));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const notFoundTitle = titleOf(readFileSync(path.join(DIST, "404.html"), "utf8"));

/** `Name: value` pairs of the blocks of a Netlify / Cloudflare Pages _headers file, by path. */
function parseHeadersFile(text: string): Map<string, Array<[string, string]>> {
  const rules = new Map<string, Array<[string, string]>>();
  let current: Array<[string, string]> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = [];
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon === -1) throw new Error(`dist/_headers: cannot read line "${line}"`);
    current.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The `add_header Name "value" always;` lines of an nginx text, in order. */
const addHeaders = (text: string): Array<[string, string]> =>
  [...text.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;/gm)].map((m) => [m[1]!, m[2]!]);

/** The body of the first `location … {}` block of deploy/nginx.conf whose head matches `head`. */
function nginxLocation(conf: string, head: string): string {
  const start = conf.indexOf(`location ${head} {`);
  if (start === -1) throw new Error(`deploy/nginx.conf has no "location ${head}" block`);
  return conf.slice(start, conf.indexOf("}", start));
}

const checkSecurityHeaders = (headers: Record<string, string | string[] | undefined>, what: string) => {
  for (const [name, value] of expected) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
};

test.describe("the host files the build wrote", () => {
  // Checks of files, not of a server: once, in the nginx project.
  test.skip(() => serverName() !== "nginx", "file checks run once, with the nginx project");
  test("dist/_headers and the nginx files send the same values", () => {
    const rules = parseHeadersFile(readFileSync(HEADERS_FILE, "utf8"));
    const snippet = addHeaders(readFileSync(NGINX_SNIPPET, "utf8"));
    const conf = readFileSync(SITE_CONFIG, "utf8");

    // Security headers: the same list, in the same order, in both, and the source's.
    expect(rules.get("/*")).toEqual(snippet);
    expect(snippet).toEqual(expected);

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
        ["Cache-Control", CACHE_CONTROL.revalidate],
      ]);
    }
    // No location but /_astro/ has add_header of its own, so none loses the security headers.
    const locations = [...conf.matchAll(/location ([^{]+)\{([^}]*)\}/g)];
    for (const [, head, body] of locations) {
      if (head!.trim() !== "^~ /_astro/") expect(body, `location ${head}`).not.toContain("add_header");
    }
  });

  test("the header CSP allows scripts only from the site and by hash, and keeps every page's hashes", () => {
    const csp = new Map(parseCsp(expected[0]![1]));
    expect(expected[0]![0]).toBe("Content-Security-Policy");
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("upgrade-insecure-requests")).toEqual([]);
    for (const directive of ["script-src", "style-src"]) {
      for (const source of csp.get(directive) ?? []) {
        expect(source, `${directive} source`).toMatch(/^('self'|'sha(256|384|512)-[A-Za-z0-9+/=]+')$/);
      }
    }
    for (const { file } of allPages()) {
      const meta = new Map(parseCsp(metaCspOf(readFileSync(path.join(DIST, file), "utf8"))!));
      for (const [directive, sources] of meta) {
        for (const source of sources) expect(csp.get(directive), `${directive} of ${file}`).toContain(source);
      }
    }
  });
});

test.describe("the server", () => {
  test("a page: every security header, revalidation, compression, UTF-8", async () => {
    const response = await request("/contato", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    checkSecurityHeaders(response.headers, "/contato");
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
      ["/servicos/bordadeiras", "servicos/bordadeiras.html"],
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
    checkSecurityHeaders(response.headers, asset!);
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
      checkSecurityHeaders(response.headers, unknown);
      // Cloudflare marks its 404 answers no-store, which is stricter still.
      expect(response.headers["cache-control"]).toBe(
        serverName() === "cloudflare" ? "no-store" : CACHE_CONTROL.revalidate,
      );
    });
  }

  test("clean URLs: every page at its path, with no redirect", async () => {
    for (const page of pages) {
      const response = await request(page.path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status, page.path).toBe(200);
      expect(response.text, page.path).toBe(readFileSync(path.join(DIST, page.file), "utf8"));
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
      if (serverName() !== "cloudflare") checkSecurityHeaders(response.headers, `redirect of ${from}`);
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

  test("the other public files: right type, security headers, revalidation", async () => {
    const files: Array<[string, RegExp]> = [
      ["/robots.txt", /^text\/plain/],
      ["/sitemap-index.xml", /^(text|application)\/xml/],
      ["/sitemap-0.xml", /^(text|application)\/xml/],
      ["/og.jpg", /^image\/jpeg$/],
      ["/apple-touch-icon.png", /^image\/png$/],
      ["/contato.vcf", /^text\/vcard; charset=utf-8$/],
      ["/kit-do-dono/whatsapp.txt", /^text\/plain; charset=utf-8$/],
      ["/kit-do-dono/google-perfil.csv", /^text\/csv; charset=utf-8$/],
    ];
    for (const [file, type] of files) {
      const response = await request(file);
      expect(response.status, file).toBe(200);
      expect(response.headers["content-type"], file).toMatch(type);
      expect(response.headers["cache-control"], file).toBe(CACHE_CONTROL.revalidate);
      checkSecurityHeaders(response.headers, file);
    }
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
