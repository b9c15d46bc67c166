// QR codes drawn at build time as SVG (no script in the browser): the `qrcode` library encodes, this draws.
import QRCode from "qrcode";

/** The dark modules of a QR code of `text` as one SVG path, on a square of `size` units (quiet zone included). */
export function qrPath(text: string, quietZone = 4): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * quietZone, d: parts.join("") };
}
