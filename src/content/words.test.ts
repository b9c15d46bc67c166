import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { NEW_TAB_HINT } from "./new-tab";

// Every word a visitor reads or hears is written in src/content/, never in a component, a layout or a page:
// they take it from a content module (one per page; frame.ts for the frame). This reads their source as
// TypeScript (an .astro file's template as TSX) and lists the words it finds: any letter in JSX text or in an
// attribute that is read aloud (aria-label, alt, title…), and anywhere else a string with an accented letter
// or a common Portuguese word. Class names, ids and paths have neither.

const SRC = new URL("../", import.meta.url);
const FOLDERS = ["components", "layouts", "pages"];

/** Attributes whose value a visitor reads or hears: any letter in them is a word. */
const SPOKEN = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
]);
/** Attributes of markup and style only. */
const CLASSES = new Set(["className", "class", "class:list"]);
const ACCENTED = /[À-ÖØ-öø-ÿºª]/;
/** Short words Portuguese uses in nearly every sentence (and a few of the frame's), none of them code. */
const PORTUGUESE = new Set(
  (
    "de da do das dos em no na nos nas ao aos para com sem por pelo pela um uma que ou seu sua seus suas " +
    "nosso nossa mais como abre aba nova ligar fechar pular conversar atendimento dados empresa marcas " +
    "atendidas desconto aviso contato chamar enviar imagem foto mapa barreira encontrou cnpj"
  ).split(" "),
);

/** Whether a string in code reads as Portuguese: an accented letter, or a common word standing alone. */
export const readsPortuguese = (text: string) =>
  ACCENTED.test(text) ||
  text
    .split(/\s+/)
    .map((token) => token.replace(/^[("'«]+|[)"'».,;:!?]+$/g, "").toLowerCase())
    .some((token) => PORTUGUESE.has(token));

const syntaxErrors = (code: string, fileName: string) =>
  ts.transpileModule(code, { fileName, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.Preserve } })
    .diagnostics ?? [];

/** The words in a piece of TypeScript or TSX; a piece that does not parse is an error, never "no words". */
function wordsInCode(code: string, fileName: string): string[] {
  const errors = syntaxErrors(code, fileName);
  if (errors.length)
    throw new Error(`${fileName} does not parse: ${ts.flattenDiagnosticMessageText(errors[0]!.messageText, "\n")}`);
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const words: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) words.push(node.text.trim());
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      if (CLASSES.has(name)) return;
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && SPOKEN.has(name) && /\p{L}/u.test(value.text))
        return void words.push(`${name}="${value.text}"`);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readsPortuguese(node.text)) words.push(node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (pieces.some(readsPortuguese)) words.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return words;
}

/**
 * The words in a component, layout or page. An .astro file is its frontmatter (TypeScript) and its template,
 * read as TSX once its comments, doctype, and style and script blocks are set aside.
 */
export function wordsIn(code: string, fileName: string): string[] {
  if (!fileName.endsWith(".astro")) return wordsInCode(code, fileName);
  const [, frontmatter = "", template = code] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(code) ?? [];
  const markup = template
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!doctype[^>]*>/gi, "")
    // An empty element in their place: an expression may consist of one.
    .replace(/<(style|script)\b[^>]*?(\/>|>[\s\S]*?<\/\1>)/g, "<i />");
  return [
    ...wordsInCode(frontmatter, `${fileName}.ts`),
    ...wordsInCode(`const template = <>${markup}</>;`, `${fileName}.tsx`),
  ];
}

const files = FOLDERS.flatMap((folder) =>
  readdirSync(new URL(folder, SRC), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.replaceAll("\\", "/")}`),
);

describe("the word finder", () => {
  it.each([
    ["JSX text", "export const A = () => <span>Fechar aviso</span>;", "x.tsx"],
    ["a label read aloud", 'export const A = () => <aside aria-label="Atendimento">x{y}</aside>;', "x.tsx"],
    ["an alt text", 'export const A = () => <img alt="Logo" src="/a.png" />;', "x.tsx"],
    ["a prop with Portuguese", 'export const A = () => <B contactTitle="Encontrou uma barreira?" />;', "x.tsx"],
    ["a hint in code", 'const hint = " (abre o mapa em nova aba)";', "x.tsx"],
    ["an accented template", "const alt = `${brand}: manutenção em ${city}`;", "x.ts"],
    ["an .astro template", '---\nconst a = 1;\n---\n\n<p class="x">Marcas atendidas: {a}.</p>\n', "x.astro"],
    ["an .astro frontmatter", '---\nconst a = "Serviço";\n---\n\n<p>{a}</p>\n', "x.astro"],
  ])("finds the words of %s", (_, code, fileName) => {
    expect(wordsIn(code, fileName)).not.toEqual([]);
  });

  it("finds none in class names, ids, paths, imports, punctuation and inline styles", () => {
    const code = [
      "---",
      'import { frame } from "../content/frame";',
      'const MAIN_ID = "conteudo";',
      'const link = "inline-flex min-h-6 no-underline text-[1.5em] after:absolute";',
      "---",
      "",
      '<html lang="pt-BR">',
      "  <!-- a comment: words here are not shown -->",
      "  <style is:inline>.a { display: none; }</style>",
      '  <a id={MAIN_ID} class:list={["a", link]} href="/termos#pagamento">{frame.skipLink}</a>',
      '  <span class="sr-only">: {frame.header.menu}.</span> · {1}%',
      "</html>",
      "",
    ].join("\n");
    expect(wordsIn(code, "x.astro")).toEqual([]);
  });

  it("fails on a file it cannot read rather than finding nothing", () => {
    expect(() => wordsIn("export const A = () => <p>{</p>;", "x.tsx")).toThrow(/does not parse/);
  });
});

describe("no words outside src/content", () => {
  it("reads every component, layout and page", () => {
    expect(files.filter((file) => file.startsWith("components/")).length).toBeGreaterThan(30);
    expect(files).toContain("layouts/SiteLayout.astro");
    expect(files).toContain("pages/index.astro");
  });

  it.each(files)("src/%s holds no word", (file) => {
    expect(wordsIn(readFileSync(new URL(file, SRC), "utf8"), file)).toEqual([]);
  });

  it(`writes "${NEW_TAB_HINT.trim()}" once, in src/content/new-tab.ts, for the site and its tests`, () => {
    const root = new URL("../", SRC);
    const sources = ["src", "tests"].flatMap((folder) =>
      readdirSync(new URL(folder, root), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(tsx?|astro|mjs)$/.test(file) && !file.includes("node_modules"))
        .map((file) => `${folder}/${file.replaceAll("\\", "/")}`),
    );
    const times = sources
      .map((file) => [file, readFileSync(new URL(file, root), "utf8").split(NEW_TAB_HINT.trim()).length - 1] as const)
      .filter(([, n]) => n > 0);
    expect(times).toEqual([["src/content/new-tab.ts", 1]]);
  });
});
