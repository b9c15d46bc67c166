// Every regular expression of the build's steps, the server launchers and the scripts (integrations/,
// servers/, scripts/), each with what it reads. A regex that reads HTML or CSS text breaks on the first
// markup or stylesheet written otherwise: parse5 reads HTML (integrations/html.ts), PostCSS and its value and
// selector parsers read CSS, acorn reads scripts. So a new regex fails here until it is listed with what it
// reads, and one listed as reading HTML or CSS fails always.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { regexesIn } from "./regexes.ts";

/** What a regex may read. */
type Reads =
  /** a file's path or name, a module specifier, a URL's path */
  | "path"
  /** a host name */
  | "host"
  /** an HTTP header's value */
  | "header"
  /** a Content-Security-Policy (its own grammar: directives and their sources) */
  | "CSP"
  /** a host template's {{placeholders}}, a value written into a server's configuration, a known_hosts line */
  | "config"
  /** a string a parser already took out (a script's string literal, an attribute's value, a selector's part) */
  | "words"
  /** a message: a tool's output, the error a test expects */
  | "message"
  /** never: a parser reads these */
  | "HTML"
  | "CSS";

/** By file: each regex as written (a call as TypeScript prints it), what it reads, and a note. */
const LISTED: Record<string, Array<[regex: string, reads: Reads, note: string]>> = {
  "integrations/admin-bundle.mjs": [
    [
      String.raw`/^(@shikijs\/(langs|themes)(\/.*)?|leaflet(\/.*)?|terra-draw|terra-draw-leaflet-adapter|svgo(\/.*)?|turndown(\/.*)?)$/`,
      "path",
      "the modules the CMS imports for field types the forms never use",
    ],
    [String.raw`/[\\/]@sveltia[\\/]cms[\\/]locales[\\/]pt-BR\.json$/`, "path", "the CMS's Portuguese strings' file"],
    [String.raw`/[\\/]@sveltia[\\/]cms[\\/]/`, "path", "a module of the CMS's package, importing another"],
    [String.raw`/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]/`, "path", "a module of the CMS's npm build"],
  ],
  "integrations/class-names.test.ts": [
    [
      String.raw`/build step shortenClasses: expected no class a script could build from a piece, found bg-primary \(from "bg-"\)/`,
      "message",
      "the step's error",
    ],
    [String.raw`/text-lg \(from "-lg"\)/`, "message", "the step's error"],
  ],
  "integrations/class-names.ts": [
    [String.raw`/[-:/_]$/`, "words", "a script's string that ends in a class name's separator"],
    [String.raw`/^[-:/_]/`, "words", "a script's string that starts with a class name's separator"],
    [String.raw`/\s+/`, "words", "a script's strings, cut at spaces"],
  ],
  "integrations/csp.ts": [[String.raw`/\s+/`, "CSP", "a directive, cut into its name and sources"]],
  "integrations/hosts/apache.mjs": [
    [String.raw`/[.+?^$()[\]{}|\\]/g`, "path", "a page's file name, escaped for Apache's regular expressions"],
  ],
  "integrations/hosts/nginx.mjs": [
    [String.raw`/^[a-z0-9.-]+$/`, "host", "the site's host, as nginx's server_name"],
    [String.raw`/[\s;{}"'#$\\]/`, "config", "a value for nginx's configuration, refused if nginx would split it"],
  ],
  "integrations/hosts/template.mjs": [[String.raw`/\{\{(\w+)\}\}/g`, "config", "a host template's placeholders"]],
  "integrations/html.ts": [[String.raw`/\s+/`, "words", "a class attribute's value (parse5's), cut into names"]],
  "integrations/island-runtime.test.ts": [
    [String.raw`/^_astro\/island-runtime\.[0-9a-f]{8}\.js$/`, "path", "the runtime's file name"],
    [String.raw`/build step islandRuntime: expected the afterpaint directive/`, "message", "the step's error"],
    [String.raw`/build step islandRuntime: expected Astro's islands runtime/`, "message", "the step's error"],
    [String.raw`/build step islandRuntime: .*an <astro-island> inside another/`, "message", "the step's error"],
  ],
  "integrations/page-styles.test.ts": [
    [String.raw`/build step ownCsp: .*content-security-policy/`, "message", "the step's error"],
    [
      String.raw`/build step stylesInHead: expected <style> elements without attributes, found <style media>/`,
      "message",
      "the step's error",
    ],
  ],
  "integrations/page-styles.ts": [
    [String.raw`/[\s"'${"`"}<>=]+/`, "words", "a script's strings (acorn's), cut into the words a class could be"],
    [String.raw`/[\s"<>=]+/`, "words", "the same, keeping ' and ` inside words (Tailwind's content-['·'])"],
    [String.raw`/\s+/`, "words", "an attribute's value (parse5's), cut into words"],
    [String.raw`/^:/`, "words", "a selector's part as PurgeCSS's parser gives it: a pseudo-class alone"],
  ],
  "integrations/photos.ts": [
    [String.raw`/\.(jpe?g|png|webp|avif|gif|tiff?)$/i`, "path", "an image's file name"],
    [
      String.raw`/\.(html|css|js|mjs|json|xml|txt|yml|webmanifest|svg)$|(^|\/)(_headers|_redirects|\.htaccess)$/`,
      "path",
      "a file that can name an image",
    ],
  ],
  "integrations/scripts.ts": [
    [String.raw`/^\.{0,2}\//`, "path", "an import's specifier: a file of the site"],
    [String.raw`/^\/_astro\/[^\s"']+\.js$/`, "path", "a script's string (acorn's) that is a script's URL"],
  ],
  "integrations/site-build.mjs": [
    ['new RegExp(`\\\\.(${Object.keys(TEXT_TYPES).join("|")})$`)', "path", "a text file's name, to compress"],
  ],
  "integrations/whatsapp-origin.test.ts": [
    [String.raw`/build step whatsappOrigin: expected <body data-origin>/`, "message", "the step's error"],
  ],
  "servers/cloudflare.mjs": [[String.raw`/\.br$|\/\.htaccess$/`, "path", "a file a Pages build does not upload"]],
  "scripts/deploy.mjs": [[String.raw`/\/+$/`, "path", "the remote folder, without its trailing slashes"]],
  "scripts/lib/deploy/plan.test.ts": [
    [String.raw`/unsafe path/`, "message", "the plan's error"],
    [String.raw`/deploy's own/`, "message", "the plan's error"],
  ],
  "scripts/lib/deploy/plan.ts": [[String.raw`/\.(?:css|m?js)$/`, "path", "a stylesheet's or script's file name"]],
  "scripts/lib/deploy/sftp.mjs": [[String.raw`/\s+/`, "config", "a known_hosts line, cut into its fields"]],
  "scripts/lib/dist-diff/page.ts": [
    [String.raw`/\s+/g`, "words", "a text parse5 took out (an element's, a script's): its runs of spaces as one"],
    [String.raw`/\s+/`, "words", "a class attribute's value (parse5's), cut into classes"],
  ],
  "scripts/lib/publication-report.test.ts": [
    [String.raw`/^reta, town: escolha uma das/`, "message", "the report's line"],
    [String.raw`/^cnpj: informe o CNPJ .*; address\.po.*…$/`, "message", "the report's line"],
    [String.raw`/^Não publicado: o envio ao servidor falhou/`, "message", "the report's line"],
  ],
  "scripts/lib/publication-report.ts": [
    [String.raw`/\u001b\[[0-9;]*m/g`, "message", "the build's output: its terminal colours"],
    ...[
      String.raw`/^Too small: expected string to have >=1 characters$/`,
      String.raw`/^Too small: expected string to have >=(\d+) characters$/`,
      String.raw`/^Too big: expected string to have <=(\d+) characters$/`,
      String.raw`/^Too small: expected array to have >=1 items$/`,
      String.raw`/^Too small: expected array to have >=(\d+) items$/`,
      String.raw`/^Too big: expected array to have <=(\d+) items$/`,
      String.raw`/^Too small: expected number to be >=(\S+)$/`,
      String.raw`/^Too small: expected number to be >(\S+)$/`,
      String.raw`/^Too big: expected number to be <=(\S+)$/`,
      String.raw`/^Too big: expected number to be <(\S+)$/`,
      String.raw`/^Invalid input: expected \w+, received undefined$/`,
    ].map((regex): [string, Reads, string] => [regex, "message", "a message of Zod's, said in Portuguese"]),
    [String.raw`/\r?\n/`, "message", "the build's output, cut into lines"],
    [String.raw`/^Os dados da empresa em (.+) têm problemas:$/`, "message", "the build's line on the facts"],
    [String.raw`/^ {2}- (\S+): (.+)$/`, "message", "the build's line on a fact"],
    [
      String.raw`/^\[InvalidContentEntryDataError\] (\S+) → (.+) data does not match collection schema\.$/`,
      "message",
      "Astro's line on a content entry",
    ],
    [String.raw`/^ {2}(\S+): (.+)$/`, "message", "Astro's line on an entry's field"],
    [String.raw`/^\[ImageNotFound\] Could not find requested image ${"`"}(.+?)${"`"}/`, "message", "Astro's line"],
  ],
};

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FOLDERS = ["integrations", "servers", "scripts"];
const SOURCE = [".js", ".mjs", ".ts", ".tsx"];

/** Every source file of the folders, by its path from the repository's root. */
const files = FOLDERS.flatMap((folder) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
).sort();
const found = files.flatMap((file) =>
  regexesIn(file, readFileSync(path.join(ROOT, file), "utf8")).map((regex) => ({ file, ...regex })),
);
const listed = Object.entries(LISTED).flatMap(([file, regexes]) =>
  regexes.map(([regex, reads, note]) => ({ file, regex, reads, note })),
);
const key = (file: string, regex: string) => `${file} ${regex}`;

describe("the regular expressions of integrations/, servers/ and scripts/", () => {
  it("are each listed with what it reads", () => {
    const known = new Set(listed.map(({ file, regex }) => key(file, regex)));
    const unlisted = found.filter(({ file, text }) => !known.has(key(file, text)));
    // What to add to LISTED (after checking it reads neither HTML nor CSS text).
    expect(unlisted.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it("are each still in their file: the list says what is there", () => {
    const present = new Set(found.map(({ file, text }) => key(file, text)));
    expect(listed.filter(({ file, regex }) => !present.has(key(file, regex)))).toEqual([]);
  });

  it("read no HTML or CSS text", () => {
    expect(listed.filter(({ reads }) => reads === "HTML" || reads === "CSS")).toEqual([]);
  });

  it("are found in every folder's files", () => {
    expect(files).toContain("integrations/site-build.mjs");
    expect(files).toContain("servers/cloudflare.mjs");
    expect(files).toContain("scripts/lib/publication-report.ts");
    expect(found.length).toBeGreaterThan(50);
  });
});

describe("regexesIn", () => {
  it("finds regex literals and RegExp calls, with their lines, and nothing that only looks like one", () => {
    const code = [
      "const a = /x+/g; // /not/ in a comment",
      'const b = "/not/ in a string" + `/nor ${1} here/`;',
      "const c = 4 / 2 / 1;",
      "const d = new RegExp(`${a.source}y`,",
      '  "g");',
      'const e = RegExp("z");',
    ].join("\n");
    expect(regexesIn("file.mjs", code)).toEqual([
      { line: 1, text: "/x+/g" },
      { line: 4, text: 'new RegExp(`${a.source}y`, "g")' },
      { line: 6, text: 'RegExp("z")' },
    ]);
  });

  it("reads TypeScript", () => {
    expect(regexesIn("file.ts", "const f = <T,>(x: T): RegExp => /a|b/;")).toEqual([{ line: 1, text: "/a|b/" }]);
  });
});
