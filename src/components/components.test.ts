// Section headings, links that stand on their own line and rows of growing cards come from their components
// (SectionHeading, TextLink, CardRow): markup that writes their classes by hand beside them drifts at the next
// change of design.
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { textLinkClasses } from "./ui/TextLink";

const SRC = fileURLToPath(new URL("../", import.meta.url));
const sources = globSync("**/*.{astro,tsx}", { cwd: SRC })
  .filter((file) => !file.endsWith(".test.tsx"))
  .map((file) => ({ file, text: readFileSync(SRC + file, "utf8") }));

/** Links inside a sentence, drawn like TextLink but in the line's height: the contact form's note ends with one. */
const IN_SENTENCE = new Set(["components/contact/ContactForm.tsx"]);

/** Each element of `tag` with its classes: class= (.astro), className= (.tsx) or cn()'s first string. */
const classesOf = (text: string, tag: string) =>
  [...text.matchAll(new RegExp(`<${tag}\\b[^>]*?\\bclass(?:Name)?=(?:\\{cn\\()?"([^"]*)"`, "g"))].map((m) =>
    m[1]!.split(/\s+/),
  );

describe("components used where they exist", () => {
  it("the islands' class standalone-link draws what TextLink draws", () => {
    const css = readFileSync(SRC + "styles/global.css", "utf8");
    expect(/\.standalone-link \{\s*@apply ([^;]*);/.exec(css)?.[1]).toBe(textLinkClasses);
  });

  it("reads the site's markup", () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.some(({ file }) => file.endsWith("SectionHeading.tsx"))).toBe(true);
  });

  it("every section heading (an h2 in the heading colour, extra bold) is a SectionHeading", () => {
    const byHand = sources.flatMap(({ file, text }) =>
      file.endsWith("SectionHeading.tsx")
        ? []
        : classesOf(text, "h2")
            .filter((classes) => classes.includes("font-extrabold") && classes.includes("text-heading"))
            .map((classes) => `${file}: <h2 class="${classes.join(" ")}">`),
    );
    expect(byHand).toEqual([]);
  });

  it("every list of cards that grow to fill their row is a CardRow, which waits for its end", () => {
    const byHand = sources.flatMap(({ file, text }) =>
      file.endsWith("CardRow.tsx")
        ? []
        : ["ul", "ol", "dl"]
            .flatMap((tag) => classesOf(text, tag).map((classes) => ({ tag, classes })))
            .filter(({ classes }) => classes.includes("*:grow") || classes.includes("list-end-wait"))
            .map(({ tag, classes }) => `${file}: <${tag} class="${classes.join(" ")}">`),
    );
    expect(byHand).toEqual([]);
  });

  it("every link drawn as TextLink draws is a TextLink, or in an island the class standalone-link", () => {
    const look = ["font-semibold", "text-primary", "underline"];
    expect(look.every((name) => textLinkClasses.split(" ").includes(name))).toBe(true);
    const byHand = sources.flatMap(({ file, text }) =>
      (IN_SENTENCE.has(file) ? [] : classesOf(text, "a"))
        .filter((classes) => look.every((name) => classes.includes(name)))
        .map((classes) => `${file}: <a class="${classes.join(" ")}">`),
    );
    expect(byHand).toEqual([]);
  });
});
