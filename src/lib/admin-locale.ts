// Sveltia CMS's strings for a language: a tree of messages (MessageFormat 2 text), each found by its path
// ("entry_sidebar.slug.title"). The forms' Portuguese is the package's pt-BR with our messages put over it
// (src/content/admin-locale.ts), merged when the site is built (integrations/admin-bundle.mjs).

export type Messages = { [key: string]: string | Messages };

/** Each message of the tree by its path. */
export function flattenMessages(messages: Messages, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") flat[prefix + key] = value;
    else Object.assign(flat, flattenMessages(value, `${prefix}${key}.`));
  }
  return flat;
}

/** A copy of `base` with each of `overrides` (by path) in its place, the branches it needs made on the way. */
export function mergeMessages(base: Messages, overrides: Record<string, string>): Messages {
  const merged: Messages = structuredClone(base);
  for (const [path, message] of Object.entries(overrides)) {
    const keys = path.split(".");
    let branch = merged;
    for (const key of keys.slice(0, -1)) {
      const next = (branch[key] ??= {});
      if (typeof next === "string") throw new Error(`admin-locale: "${path}" goes through the message "${key}"`);
      branch = next;
    }
    const leaf = keys.at(-1)!;
    if (typeof branch[leaf] === "object") throw new Error(`admin-locale: "${path}" names a group of messages`);
    branch[leaf] = message;
  }
  return merged;
}

/** A pattern's text between {{ and }}: words, and placeholders ({$count}) among them. */
const PATTERN = /\{\{(?:[^{}]|\{[^{}]*\})*\}\}/g;

/** A message that words one value of a placeholder its own way, and the others as its last case (* {{…}}) does. */
const STRING_SELECT = /^\.input \{\$\w+ :string\} \.match \$\w+ .* \* \{\{(.*)\}\}$/s;

/**
 * What a translation must keep of a message: its placeholders ({$name}), markup (<a>…</a>) and, for a plural
 * (.input {$count :integer} .match $count one {{…}} * {{…}}), its selectors and cases, with the words taken out.
 * A selection on a text (.input {$locale :string} .match $locale |_default| {{…}} * {{…}}) keeps them in its
 * last case, the one for any other value.
 */
export function messageShape(message: string): string {
  const otherwise = STRING_SELECT.exec(message);
  if (otherwise) return messageShape(otherwise[1]!);
  const placeholders = (message.match(/\{\$\w+[^}]*\}|<\/?\w+>/g) ?? []).sort();
  const cases = message.startsWith(".") ? message.replace(PATTERN, "{{}}") : "";
  return JSON.stringify({ placeholders, cases });
}
