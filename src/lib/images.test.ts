import { describe, expect, it } from "vitest";
import { photoFallbackUrl, photoSrcSet, photoUrl } from "./images";

const stock = { src: "https://images.unsplash.com/photo-123", alt: "Foto", width: 1000, height: 667 };

describe("photo URLs", () => {
  it("asks the stock host for the width wanted", () => {
    const url = new URL(photoUrl(stock.src, 800));
    expect(url.searchParams.get("w")).toBe("800");
    expect(url.searchParams.get("auto")).toBe("format");
  });

  it("lists only widths up to the original in the srcset", () => {
    expect(photoSrcSet(stock)).toBe(`${photoUrl(stock.src, 480)} 480w, ${photoUrl(stock.src, 800)} 800w`);
    expect(photoFallbackUrl(stock)).toBe(photoUrl(stock.src, 1000));
  });

  it("serves the owner's own files as they are", () => {
    const local = { ...stock, src: "/fotos/oficina.jpg" };
    expect(photoSrcSet(local)).toBeUndefined();
    expect(photoFallbackUrl(local)).toBe("/fotos/oficina.jpg");
  });
});
