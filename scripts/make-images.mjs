// Renders the share image (public/og.png, 1200×630) and the Apple touch icon (public/apple-touch-icon.png,
// 180×180) with Debian's Chromium. Run `npm run images` after changing the brand name or colours, and
// commit the PNGs: social networks and iOS need raster images, and the build does not need a browser.
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createServer } from "vite";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

// The facts file is TypeScript with extensionless imports: let Vite load it, as the build does.
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
const { business } = await vite.ssrLoadModule("/src/config/business.ts");
await vite.close();

const favicon = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const font = "font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;";

const share = `<!doctype html><html lang="pt-BR"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;${font}
  background:linear-gradient(135deg,#081a2d,#133a60);color:#fff;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px">${favicon.replace("<svg", '<svg width="96" height="96"')}</div>
    <div style="font-size:40px;font-weight:800">${escape(business.brandName)}</div>
  </div>
  <div>
    <div style="font-size:64px;font-weight:800;line-height:1.1;max-width:980px">Manutenção e reparo de máquinas industriais</div>
    <div style="margin-top:24px;font-size:32px;color:#d6e4f2">Têxtil · Confecção · Couro · Calçados — ${escape(business.address.city)} e região</div>
  </div>
  <div style="height:10px;width:240px;background:#fbbf24;border-radius:5px"></div>
</div></body></html>`;

const icon = `<!doctype html><body style="margin:0">${favicon.replace("<svg", '<svg width="180" height="180"')}</body>`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(share);
  await page.screenshot({ path: "public/og.png" });
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(icon);
  await page.screenshot({ path: "public/apple-touch-icon.png", omitBackground: true });
} finally {
  await browser.close();
}
console.log("wrote public/og.png (1200×630) and public/apple-touch-icon.png (180×180)");
