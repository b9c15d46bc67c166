// Reads back a QR code the site draws (src/lib/qr.ts: one unit square per dark module) without a browser:
// the squares are painted into a bitmap, 8 pixels each, and decoded with jsQR.
import jsQR from "jsqr";

/** The text of the QR code drawn by an <svg viewBox="0 0 n n"> with one <path>, or undefined. */
export function readQrSvg(svg: string): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const scale = 8;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
  }
  return jsQR(pixels, side, side)?.data;
}
