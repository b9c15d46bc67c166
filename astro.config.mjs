// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { business } from "./src/config/business";

export default defineConfig({
  site: business.siteUrl,
  output: "static",
  // /contato is built as contato.html and linked without a trailing slash: one URL per page.
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [react(), sitemap({ filter: (page) => !page.endsWith("/404") })],
  vite: { plugins: [tailwindcss()] },
});
