/**
 * The entries of the blocks of a Netlify / Cloudflare Pages _headers file, by path: `Name: value` as
 * [name, value], and Cloudflare's `! Name` (drop the header an earlier rule set) as ["!", name].
 */
export function parseHeadersFile(text: string): Map<string, Array<[string, string]>> {
  const rules = new Map<string, Array<[string, string]>>();
  let current: Array<[string, string]> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = [];
      rules.set(line.trim(), current);
      continue;
    }
    const detach = /^\s+!\s*(\S+)\s*$/.exec(line);
    const colon = line.indexOf(":");
    if (!current || (!detach && colon === -1)) throw new Error(`_headers: cannot read line "${line}"`);
    current.push(detach ? ["!", detach[1]!] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}
