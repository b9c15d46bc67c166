// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { remotePhotoOrigins } from "./src/lib/images.ts";
import siteBuild from "./integrations/site-build.mjs";
import browserslist from "browserslist";

// The facts (src/data/empresa/, or the folder SITE_FACTS names: the tests build a second business).
import { business } from "./src/config/business.ts";

/** Browserslist's names of the supported browsers as the minifier's (esbuild-style) targets. */
const ENGINES = {
  chrome: "chrome",
  and_chr: "chrome",
  edge: "edge",
  firefox: "firefox",
  and_ff: "firefox",
  safari: "safari",
  ios_saf: "ios",
};
/** @param {string[]} browsers e.g. ["safari 16.4", "ios_saf 16.4-16.7"] */
const cssTargets = (browsers) =>
  browsers.flatMap((entry) => {
    const [name = "", version = ""] = entry.split(" ");
    const engine = /** @type {Record<string, string>} */ (ENGINES)[name];
    return engine ? [`${engine}${version.split("-")[0]}`] : [];
  });

/** @type {import("postcss").Plugin} */
const standardTextSizeAdjust = {
  postcssPlugin: "standard-text-size-adjust",
  Declaration: { "-webkit-text-size-adjust": (declaration) => void (declaration.prop = "text-size-adjust") },
};

export default defineConfig({
  site: business.siteUrl,
  output: "static",
  // /contato is built as contato.html and linked without a trailing slash: one URL per page.
  trailingSlash: "never",
  // Each page carries its CSS inline: one request fewer before the first paint (5–6 KB gzipped once
  // integrations/site-build.mjs has trimmed it to the page).
  build: { format: "file", inlineStylesheets: "always" },
  // The sitemap lists the public pages: not the 404, the machines' sticker pages, the owner's kit, his forms, the
  // plan's sample report or the supplier sheet (printable documents, noindex).
  integrations: [
    react(),
    sitemap({
      filter: (page) =>
        !/\/(404|admin|admin\/publicacao|relatorio-exemplo|ficha-fornecedor)$/.test(page) &&
        !/\/(maquina|kit-do-dono)\//.test(page),
    }),
    siteBuild(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // The CSS minifier writes the vendor prefixes the supported browsers (package.json "browserslist")
    // need, e.g. -webkit-backdrop-filter for Safari before 18, and drops the others.
    build: { cssTarget: cssTargets(browserslist()) },
    // Tailwind's preflight writes text-size-adjust with Safari's prefix only: the standard name goes in,
    // and the minifier writes the prefixes the targets need beside it.
    css: { postcss: { plugins: [standardTextSizeAdjust] } },
  },
  // No code blocks on the site; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  // A <meta> Content-Security-Policy on every page: scripts and styles only from the site itself or by
  // the hash Astro computes for each inline one; photos only from the site and the hosts the facts file names.
  // Directives a <meta> cannot carry (frame-ancestors) are sent as headers, by every host's file the build
  // writes (integrations/hosts.mjs).
  security: {
    csp: {
      directives: [
        "default-src 'none'",
        `img-src ${["'self'", ...remotePhotoOrigins(Object.values(business.images))].join(" ")}`,
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "base-uri 'none'",
        // The contact form, without JavaScript, is a plain GET form to WhatsApp's "send" address.
        "form-action https://api.whatsapp.com",
      ],
    },
  },
});
