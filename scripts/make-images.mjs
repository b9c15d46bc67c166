// Renders the share image (public/og.jpg, 1200×630, a JPEG: WhatsApp drops previews over 300 KB), the
// Apple touch icon (public/apple-touch-icon.png, 180×180) and the favicon (public/favicon.png, 48×48: Google
// Search wants a multiple of 48 px) with Debian's Chromium, all with the brand mark. Run `npm run images` after
// changing the brand name, the town or the colour tokens, and commit the images: social networks and iOS
// need raster images, and the build does not need a browser. The favicon is a PNG, not an SVG: Chromium draws
// an SVG icon as a page of its own, on the page's main thread just after its first paint: about 40 ms on
// every page here (several times that on a cheap phone), where a PNG decodes in under 3 ms.
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { business } from "../src/config/business.ts";
import { markSvg } from "../src/lib/brand.ts";
import { themeColor } from "../src/lib/theme.ts";
import { chromiumFlags, chromiumPath } from "./browsers.mjs";

const css = readFileSync(new URL("../src/styles/global.css", import.meta.url), "utf8");
const color = (/** @type {string} */ name) => themeColor(css, name);
const mark = (/** @type {number} */ size, square = false) =>
  markSvg({ tile: color("accent"), ink: color("on-accent"), square }).replace(
    "<svg",
    `<svg width="${size}" height="${size}"`,
  );
const escape = (/** @type {string} */ text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const font = "font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;";

const share = `<!doctype html><html lang="pt-BR"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;${font}
  background:linear-gradient(135deg,${color("inverse")},${color("primary-strong")});color:white;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px">${mark(96)}</div>
    <div style="font-size:40px;font-weight:800">${escape(business.brandName)}</div>
  </div>
  <div>
    <div style="font-size:64px;font-weight:800;line-height:1.1;max-width:980px">Manutenção e reparo de máquinas industriais</div>
    <div style="margin-top:24px;font-size:32px;color:${color("on-inverse")}">Têxtil · Confecção · Couro · Calçados — ${escape(business.address.city)} e região</div>
  </div>
  <div style="height:10px;width:240px;background:${color("accent")};border-radius:5px"></div>
</div></body></html>`;

const icon = (/** @type {string} */ svg) => `<!doctype html><body style="margin:0">${svg}</body>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(share);
  await page.screenshot({ path: "public/og.jpg", type: "jpeg", quality: 88 });
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(icon(mark(180, true)));
  await page.screenshot({ path: "public/apple-touch-icon.png" });
  // Round corners, transparent around them, as a browser tab shows an icon.
  await page.setViewportSize({ width: 48, height: 48 });
  await page.setContent(icon(mark(48)));
  await page.screenshot({ path: "public/favicon.png", omitBackground: true });
} finally {
  await browser.close();
}
console.log("wrote public/og.jpg (1200×630), public/apple-touch-icon.png (180×180) and public/favicon.png (48×48)");
