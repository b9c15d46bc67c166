import postcss from "postcss";

/**
 * The value of a colour token (`--color-<name>: #hex;`) in the `@theme` block of src/styles/global.css,
 * so that what lives outside CSS (the browser's theme colour, the share image) follows the same tokens.
 */
export function themeColor(css: string, name: string): string {
  let value: string | undefined;
  postcss.parse(css).walkAtRules("theme", (theme) => {
    theme.walkDecls(`--color-${name}`, (decl) => {
      value = decl.value.trim();
    });
  });
  if (!value || !/^#[0-9a-f]{3,8}$/i.test(value))
    throw new Error(`no --color-${name} token with a hex value in the @theme block`);
  return value;
}
