// English words on a page of the owner's forms (Sveltia CMS), which he reads in Portuguese. A word is English
// when one of the CMS's English messages has it and none of the forms' Portuguese messages (the package's pt-BR
// with src/content/admin-locale.ts) does, or when it is one of a few common words of English interfaces that the
// CMS's messages may not hold (the browser's own, or a library's).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminLocaleOverrides } from "../../src/content/admin-locale";
import { flattenMessages, mergeMessages, type Messages } from "../../src/lib/admin-locale";

const locale = (name: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../node_modules/@sveltia/cms/locales/${name}.json`, import.meta.url), "utf8"));

/** The forms' Portuguese messages, by path ("entry_sidebar.slug.title"), as the CMS shows them to the owner. */
export const portugueseMessages = flattenMessages(mergeMessages(locale("pt-BR"), adminLocaleOverrides));

/** Common words of English interfaces, some of which no message of the CMS has. */
const COMMON = (
  "the and you your will with this that are not new show hide save saved cancel delete edit add " +
  "remove close open back next previous error errors loading search settings sign file files " +
  "choose chosen browse upload image entry entries field fields slug backlinks assets untitled " +
  "required optional invalid select help home preview draft publish logout login theme"
).split(" ");

/** A message's words: its text, without the plural's syntax, placeholders, markup or code (`option`). */
function wordsOf(message: string): string[] {
  const texts = message.startsWith(".") ? (message.match(/\{\{(?:[^{}]|\{[^{}]*\})*\}\}/g) ?? []) : [message];
  return texts.flatMap(
    (text) =>
      text
        .replace(/\{\$[^}]*\}|<\/?\w+>|`[^`]*`/g, " ")
        .toLowerCase()
        .match(/\p{L}[\p{L}’']*\p{L}/gu) ?? [],
  );
}

const portugueseWords = new Set(Object.values(portugueseMessages).flatMap(wordsOf));
const englishMessages = Object.values(flattenMessages(locale("en-US"))).filter(
  (message) => !Object.values(portugueseMessages).includes(message),
);
/** Words of English: the CMS's English messages' and the common ones, less every word its Portuguese uses. */
export const ENGLISH_WORDS = new Set(
  [...englishMessages.flatMap(wordsOf), ...COMMON].filter((word) => !portugueseWords.has(word)),
);

/**
 * The English words the page shows or says: its visible text (toasts and dialogs too), its title, and the
 * names and descriptions of its elements (aria-label, title, placeholder, alt, aria-roledescription). An icon's
 * ligature name ("arrow_back"), hidden from screen readers, is no word of the page; nor are `names` (the
 * repository's, say), which the page may show in any language. Each word with the text it is in.
 */
export async function englishWords(page: Page, names: string[] = []): Promise<Array<{ word: string; text: string }>> {
  const texts = await page.evaluate(() => {
    const found = [document.title];
    const shown = (element: Element) => !element.closest('[aria-hidden="true"]') && element.checkVisibility();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && shown(node.parentElement)) found.push(text);
    }
    const named = ["aria-label", "title", "placeholder", "alt", "aria-roledescription"];
    for (const element of document.body.querySelectorAll(named.map((name) => `[${name}]`).join(","))) {
      if (!shown(element)) continue;
      for (const name of named) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const english = new Map<string, string>();
  for (const text of texts)
    for (const word of names
      .reduce((rest, name) => rest.replaceAll(name, " "), text)
      .toLowerCase()
      .match(/\p{L}[\p{L}’']*\p{L}/gu) ?? [])
      if (ENGLISH_WORDS.has(word) && !english.has(word)) english.set(word, text);
  return [...english].map(([word, text]) => ({ word, text }));
}
