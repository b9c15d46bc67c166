import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrPath } from "./qr";

describe("qrPath", () => {
  it("draws one unit square per dark module, inside a quiet zone", () => {
    const text = "https://wa.me/5519998765432?text=Ol%C3%A1";
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const { size, d } = qrPath(text);
    expect(size).toBe(modules.size + 8);
    const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])]);
    const dark = [...modules.data].filter(Boolean).length;
    expect(squares).toHaveLength(dark);
    for (const [x, y] of squares) {
      expect(x).toBeGreaterThanOrEqual(4);
      expect(y).toBeLessThan(size - 4);
      expect(modules.get(y! - 4, x! - 4)).toBeTruthy();
    }
  });
});
