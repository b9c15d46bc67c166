// The small text helpers the comparisons share: whitespace collapsed, long texts shortened where they differ.

/** Options every comparison takes. */
export interface DiffOptions {
  /** Leave class names out: the class attribute and the class selectors of inline CSS (the build renames both). */
  ignoreClasses?: boolean;
}

/** Whitespace runs as one space, ends trimmed. */
export const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** A long text cut down to where it differs from `other`, with a little context either side. */
export function shorten(text: string, other?: string, max = 80): string {
  if (text.length <= max) return text;
  if (other === undefined) return `${text.slice(0, max - 1)}…`;
  let start = 0;
  while (start < text.length && start < other.length && text[start] === other[start]) start++;
  let end = 0;
  while (end < text.length - start && end < other.length - start && text.at(-1 - end) === other.at(-1 - end)) end++;
  const from = Math.max(0, start - 20);
  const to = Math.min(text.length, Math.max(text.length - end + 20, from + 40));
  const cut = text.slice(from, to);
  return `${from > 0 ? "…" : ""}${cut.length > max ? `${cut.slice(0, max - 1)}…` : cut}${to < text.length ? "…" : ""}`;
}

export const quote = (text: string, other?: string) => JSON.stringify(shorten(text, other));
