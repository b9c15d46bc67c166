import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminLocaleOverrides } from "../content/admin-locale";
import { flattenMessages, mergeMessages, messageShape, type Messages } from "./admin-locale";

const locale = (name: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../node_modules/@sveltia/cms/locales/${name}.json`, import.meta.url), "utf8"));
const english = flattenMessages(locale("en-US"));
const packaged = flattenMessages(locale("pt-BR"));
const portuguese = flattenMessages(mergeMessages(locale("pt-BR"), adminLocaleOverrides));

/** Messages a Brazilian writes as the English does, each with why. */
const SAME_IN_PORTUGUESE: Record<string, string> = {
  Global: "a Portuguese word (the CMS's global files)",
  Menu: "a Portuguese word",
  Manual: "a Portuguese word (the manual sort order)",
  Local: "a Portuguese word (the local repository's badge)",
  Editor: "a Portuguese word (the editor's preferences)",
  Link: "the word Brazilians use for a link (the package's own pt-BR says 'links')",
  URL: "the abbreviation Brazilians use",
  OK: "the button's word in Brazilian interfaces too",
  "Status: {$status}": "'status' is in Portuguese dictionaries, and the package's pt-BR uses it",
  MIDI: "a file type's name",
  JavaScript: "a file type's name",
  "{$size} bytes": "the unit's Portuguese name too",
  "{$size} KB": "a unit's symbol",
  "{$size} MB": "a unit's symbol",
  "{$size} GB": "a unit's symbol",
  "{$size} TB": "a unit's symbol",
};

describe("mergeMessages", () => {
  const base: Messages = { save: "Salvar", sort_keys: { name: "Nome" } };

  it("puts each message at its path, making the branches it needs, and leaves the base as it was", () => {
    const merged = mergeMessages(base, { "sort_keys.slug": "Endereço", "save_conflict.title": "Conflito" });
    expect(merged).toEqual({
      save: "Salvar",
      sort_keys: { name: "Nome", slug: "Endereço" },
      save_conflict: { title: "Conflito" },
    });
    expect(base).toEqual({ save: "Salvar", sort_keys: { name: "Nome" } });
  });

  it("refuses a path through a message, or one that names a group", () => {
    expect(() => mergeMessages(base, { "save.title": "x" })).toThrow(/goes through the message "save"/);
    expect(() => mergeMessages(base, { sort_keys: "x" })).toThrow(/names a group/);
  });
});

describe("messageShape", () => {
  const plural = ".input {$count :integer} .match $count one {{{$count} folder}} * {{{$count} folders}}";

  it("is the same for a translation that keeps the placeholders and the plural's cases", () => {
    expect(messageShape("Pasta: {$path}")).toBe(messageShape("Folder: {$path}"));
    expect(messageShape(".input {$count :integer} .match $count one {{{$count} pasta}} * {{{$count} pastas}}")).toBe(
      messageShape(plural),
    );
    expect(messageShape("Gere um token na <a>página do {$service}</a>.")).toBe(
      messageShape("Generate a token on the <a>{$service} page</a>."),
    );
  });

  it("differs where a placeholder, a plural's case or the markup is lost", () => {
    expect(messageShape("Pasta")).not.toBe(messageShape("Folder: {$path}"));
    expect(messageShape("Pasta: {$name}")).not.toBe(messageShape("Folder: {$path}"));
    expect(messageShape(".input {$count :integer} .match $count * {{{$count} pastas}}")).not.toBe(messageShape(plural));
    expect(messageShape("Gere um token na página do {$service}.")).not.toBe(
      messageShape("Generate a token on the <a>{$service} page</a>."),
    );
  });

  it("reads a selection on a text by its last case, the one for any other value", () => {
    const english = "Edit {$locale} Content";
    const select = (otherwise: string) =>
      `.input {$locale :string} .match $locale |_default| {{Editar Conteúdo}} * {{${otherwise}}}`;
    expect(messageShape(select("Editar Conteúdo em {$locale}"))).toBe(messageShape(english));
    expect(messageShape(select("Editar Conteúdo"))).not.toBe(messageShape(english));
  });
});

describe("the forms' Portuguese (the package's pt-BR with src/content/admin-locale.ts)", () => {
  it("has every message the English has", () => {
    expect(Object.keys(english).filter((key) => !(key in portuguese))).toEqual([]);
  });

  it("has no message left in English, but for the words that are Portuguese too", () => {
    const same = Object.keys(english).filter((key) => portuguese[key] === english[key]);
    expect(same.filter((key) => !(english[key]! in SAME_IN_PORTUGUESE))).toEqual([]);
  });

  it("keeps each message's placeholders, markup and plural cases", () => {
    const changed = Object.keys(english).filter(
      (key) => messageShape(portuguese[key] ?? "") !== messageShape(english[key]!),
    );
    expect(changed).toEqual([]);
  });

  it("overrides only messages the CMS has, each with other words than the package's", () => {
    const overrides = Object.entries(adminLocaleOverrides);
    expect(overrides.filter(([key]) => !(key in english)).map(([key]) => key)).toEqual([]);
    expect(overrides.filter(([key, message]) => packaged[key] === message).map(([key]) => key)).toEqual([]);
  });

  it("lists as Portuguese too only words the CMS has", () => {
    const messages = new Set(Object.values(english));
    expect(Object.keys(SAME_IN_PORTUGUESE).filter((message) => !messages.has(message))).toEqual([]);
  });
});
