// The faces the share image is drawn in: DejaVu Sans, regular and bold. WOFF, not WOFF2, which satori cannot
// read; inlined by Vite (?inline), so the build finds the bytes wherever it bundles this module, and no font
// file lands in dist/.
import type { Font } from "satori";
import bold from "@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff?inline";
import regular from "@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff?inline";

const bytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");

export const brandFonts: Font[] = [
  { name: "DejaVu Sans", data: bytes(regular), weight: 400, style: "normal" },
  { name: "DejaVu Sans", data: bytes(bold), weight: 700, style: "normal" },
];
