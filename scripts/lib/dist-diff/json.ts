// JSON-LD compared as data: each value that changed by its path.
import { shorten } from "./text.ts";

const show = (value: unknown) => shorten(JSON.stringify(value) ?? "undefined");

/** Where two JSON values differ, by their path ($.@graph[0].telephone). */
export function diffJson(a: unknown, b: unknown, path = "$"): string[] {
  if (Object.is(a, b)) return [];
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  const bothObjects =
    !bothArrays &&
    !!a &&
    !!b &&
    typeof a === "object" &&
    typeof b === "object" &&
    !Array.isArray(a) &&
    !Array.isArray(b);
  if (bothArrays) {
    const lines: string[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length) lines.push(`json ${path}[${i}] added: ${show(b[i])}`);
      else if (i >= b.length) lines.push(`json ${path}[${i}] removed: ${show(a[i])}`);
      else lines.push(...diffJson(a[i], b[i], `${path}[${i}]`));
    }
    return lines;
  }
  if (bothObjects) {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const lines: string[] = [];
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const at = /^[\w@$]+$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      if (!(key in y)) lines.push(`json ${at} removed: ${show(x[key])}`);
      else if (!(key in x)) lines.push(`json ${at} added: ${show(y[key])}`);
      else lines.push(...diffJson(x[key], y[key], at));
    }
    return lines;
  }
  return [`json ${path}: ${show(a)} → ${show(b)}`];
}

export const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};
