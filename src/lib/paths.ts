/**
 * The clean path of a page: pages are built as files (contato.html), so at build time Astro reports
 * "/contato.html" where visitors see "/contato". Canonical URLs and the current nav item use this.
 */
export function cleanPath(pathname: string): string {
  const path = pathname.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : "/";
}

/** Whether a navigation item leads to the page at `path` or to the section it belongs to (/servicos/…). */
export const isCurrentSection = (href: string, path: string) =>
  href === path || (href !== "/" && path.startsWith(`${href}/`));

/**
 * The owner's kit (src/pages/kit-do-dono/): his sheets for Google and WhatsApp and his QR labels. Built and served
 * like the site's files but for him: out of the sitemap, and every host sends its files X-Robots-Tag: noindex.
 */
export const KIT_PATH = "/kit-do-dono";
