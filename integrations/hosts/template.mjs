// Each host's file is a template in this folder: the real file, with a {{placeholder}} for every value the
// build, a server launcher (servers/) or a deploy fills in. Nothing edits a filled-in file afterwards.
import { readFileSync } from "node:fs";

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A template filled in. A placeholder whose value is a list writes its line once per item, the placeholder
 * replaced by the item (no line for an empty list): a placeholder alone on its line (`  {{rules}}`) gives
 * the items' lines, each indented as the placeholder was. Any other placeholder is replaced by a string. A
 * placeholder without a value, a value without its placeholder, or two lists on one line is an error.
 * @param {string} template the text of the template
 * @param {Record<string, string | string[]>} values
 */
export function fillTemplate(template, values) {
  const used = new Set();
  const valueOf = (/** @type {string} */ name) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for the template's {{${name}}}`);
    used.add(name);
    return values[name];
  };
  const text = template
    .split("\n")
    .flatMap((line) => {
      const lists = [
        ...new Set(
          [...line.matchAll(PLACEHOLDER)]
            .map((match) => String(match[1]))
            .filter((name) => Array.isArray(valueOf(name))),
        ),
      ];
      if (lists.length > 1)
        throw new Error(`{{${lists.join("}} and {{")}}} are lists: write each on a line of its own`);
      const items = lists.length ? /** @type {string[]} */ (values[String(lists[0])]) : [undefined];
      return items.map((item) =>
        line.replace(PLACEHOLDER, (_, name) => {
          const value = values[name];
          return Array.isArray(value) ? String(item) : String(value);
        }),
      );
    })
    .join("\n");
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`the template has no {{${unused.join("}}, {{")}}}`);
  return text;
}

/**
 * The template `name`.template of this folder, filled in with `values`.
 * @param {string} name
 * @param {Record<string, string | string[]>} values
 */
export const fromTemplate = (name, values) =>
  fillTemplate(readFileSync(new URL(`${name}.template`, import.meta.url), "utf8"), values);
