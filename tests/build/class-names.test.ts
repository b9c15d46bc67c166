import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import selectorParser from "postcss-selector-parser";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { filesIn } from "../../integrations/files.mjs";
import { allPages } from "./dist";

// The build shortens class names (integrations/class-names.ts). A test that finds an element by a class the
// build renamed would find nothing, or the wrong thing: this check lists such classes. Tests find elements by
// role, label, id or attribute, and may name a class the build keeps (an island's, a script's).

const QUERIES = new Set(["locator", "querySelector", "querySelectorAll", "$", "$$", "waitForSelector", "closest"]);

/** The class names the selectors of `source`'s queries (locator(".x"), querySelector("a.y")…) name. */
export function classesNamedBy(source: string): string[] {
  const file = ts.createSourceFile("test.ts", source, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const collect = selectorParser((selectors) =>
    selectors.walkClasses((node) => void (node.value && names.push(node.value))),
  );
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : node.expression.getText();
      const [first] = node.arguments;
      // Playwright's other engines ("xpath=..", "text=…") and WebdriverIO's text and XPath selectors
      // ("a=Contato", "p*=Todos…", "//label") are no CSS.
      if (QUERIES.has(callee) && first && ts.isStringLiteralLike(first) && !/^([\w-]*\*?=|\/)/.test(first.text)) {
        try {
          collect.processSync(first.text);
        } catch {
          // Not a CSS selector: names no class.
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

const testsDir = fileURLToPath(new URL("..", import.meta.url));
const testFiles = filesIn(testsDir).filter((file) => /\.(spec|test)\.ts$|helpers\/.*\.ts$/.test(file));

describe("the classes tests name", () => {
  it("are read from the tests' queries", () => {
    expect(
      classesNamedBy(
        'page.locator("form.contact-form button"); doc.querySelector(`.x, #y`); f(".no"); p.locator("xpath=.."); $("p*=Fim."); $("//p[@class=\'z\']")',
      ),
    ).toEqual(["contact-form", "x"]);
  });

  it("are classes the built pages still carry under their own names", () => {
    const carried = new Set(
      allPages.flatMap((page) => [...page.document.querySelectorAll("[class]")].flatMap((el) => [...el.classList])),
    );
    const missing = testFiles.flatMap((file) =>
      classesNamedBy(readFileSync(`${testsDir}/${file}`, "utf8"))
        .filter((name) => !carried.has(name))
        .map((name) => `${file}: .${name}`),
    );
    expect(missing).toEqual([]);
    // It parses every page of the build (the sticker pages too): seconds, more on a busy machine.
  }, 60_000);
});
