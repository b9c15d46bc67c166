/**
 * The value of a colour token (`--color-<name>: #hex;`) in the `@theme` block of src/styles/global.css,
 * so that what lives outside CSS (the browser's theme colour, the share image) follows the same tokens.
 */
export function themeColor(css: string, name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
  if (!value) throw new Error(`no --color-${name} token with a hex value in the @theme block`);
  return value;
}
