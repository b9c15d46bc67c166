import { describe, expect, it } from "vitest";
import { photoFallbackUrl, photoSrcSet, photoUrl, remotePhotoOrigins, stockPhotoHosts } from "./images";

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

describe("photo hosts", () => {
  const own = { ...stock, src: "/fotos/oficina.jpg" };

  it("lists each remote origin once, for the CSP, and names the stock host", () => {
    expect(remotePhotoOrigins([stock, { ...stock, src: "https://images.unsplash.com/photo-9" }, own])).toEqual([
      "https://images.unsplash.com",
    ]);
    expect(stockPhotoHosts([stock, own])).toEqual(["Unsplash"]);
  });

  it("lists none when every photo is the owner's own file", () => {
    expect(remotePhotoOrigins([own])).toEqual([]);
    expect(stockPhotoHosts([own])).toEqual([]);
  });
});
