/** @module-tag builds */
// Heavy content: the site built with 13 job photos straight from a phone (tests/helpers/phone-photos.ts: 4000×3000
// JPEGs of 4–6 MB with the phone's EXIF orientation and GPS position). Nothing the build writes carries the
// location, each photo is served upright in modern formats at the sizes shown, every host's file allows what the
// gallery brings, and every page that shows photos still arrives in the connection's first round trip; the home
// page and /trabalhos pass the Lighthouse gate served by nginx over HTTP/2 and paint their text first: no photo is
// ever their largest paint.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import exifr from "exifr";
import { JSDOM } from "jsdom";
import sharp, { type Sharp } from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { filesIn } from "../../integrations/files.mjs";
import { PHONE_PHOTO } from "../helpers/phone-photos";
import { builtSite } from "./background-build";
import { DIST, FIRST_ROUND_TRIP, galleryHashes, sentBytes } from "./dist";
import { PHOTO_COUNT as COUNT, worksFolder } from "./photos.setup";

const root = new URL("../../", import.meta.url).pathname;
// Made and built by photos.setup.ts.
const dist = process.env["PHOTOS_DIST"]!;
const works = worksFolder(dist);
/** The entries' ids, newest first (the photos' names count back from the newest day). */
const ids = () =>
  readdirSync(works)
    .filter((file) => file.endsWith(".jpg"))
    .map((file) => file.slice(0, -".jpg".length))
    .sort();

/** A built page: its file, its HTML, its document. */
const page = (file: string) => {
  const html = readFileSync(path.join(dist, file), "utf8");
  return { file, html, document: new JSDOM(html).window.document };
};

beforeAll(async () => {
  await builtSite(dist);
}, 600_000);

describe("photos straight from a phone", () => {
  it("are what a phone writes: 4000×3000 JPEGs of 4–6 MB, with orientation and GPS in their EXIF", async () => {
    const written = ids();
    expect(written).toHaveLength(COUNT);
    for (const id of written) {
      const file = path.join(works, `${id}.jpg`);
      const { width, height, format, orientation } = await sharp(file).metadata();
      expect({ width, height, format }).toEqual({ ...PHONE_PHOTO, format: "jpeg" });
      expect(statSync(file).size).toBeGreaterThan(4_000_000);
      expect(statSync(file).size).toBeLessThan(6_000_000);
      expect(orientation).toBeGreaterThanOrEqual(1);
      const position = await exifr.gps(file);
      expect(position.latitude).toBeCloseTo(-22.74, 2);
      expect(position.longitude).toBeCloseTo(-47.33, 2);
    }
  });

  it("leave no metadata in any file the build writes, and no original behind", async () => {
    const images = filesIn(dist).filter((file) => /\.(jpe?g|png|webp|avif|gif|tiff?)$/.test(file));
    expect(images.length).toBeGreaterThanOrEqual(COUNT * 4);
    for (const file of images) {
      expect(await exifr.gps(path.join(dist, file)).catch(() => undefined), file).toBeUndefined();
      const { exif, xmp, iptc } = await sharp(path.join(dist, file)).metadata();
      expect({ file, exif, xmp, iptc }).toEqual({ file, exif: undefined, xmp: undefined, iptc: undefined });
      expect(statSync(path.join(dist, file)).size, file).toBeLessThan(1_000_000);
    }
  });

  it("show each photo upright, cut to 4:3, in AVIF at the widths a screen asks for", async () => {
    const gallery = page("trabalhos.html").document;
    const pictures = [...gallery.querySelectorAll("main picture")];
    expect(pictures).toHaveLength(12);
    for (const picture of pictures) {
      expect([...picture.querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual(["image/avif"]);
      for (const source of picture.querySelectorAll("source")) {
        const candidates = source
          .getAttribute("srcset")!
          .split(", ")
          .map((c) => c.split(" "));
        expect(candidates.map(([, w]) => w)).toEqual(["480w", "800w", "1200w"]);
        for (const [url, w] of candidates) {
          const file = path.join(dist, decodeURIComponent(url!));
          const { width, height } = await sharp(file).metadata();
          expect({ width, height }).toEqual({ width: parseInt(w!), height: (parseInt(w!) * 3) / 4 });
        }
      }
    }
    // The second photo was taken upright and stored sideways (EXIF orientation 6): the page's copy is the scene
    // as the phone showed it, turned, not as its pixels lie in the file.
    const img = pictures[1]!.querySelector("img")!;
    const served = path.join(dist, decodeURIComponent(img.getAttribute("src")!));
    const original = path.join(works, `${ids()[1]}.jpg`);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const thumbnail = (input: Sharp) => input.resize(80, 60, { fit: "cover" }).removeAlpha().raw().toBuffer();
    const [shown, upright, asStored] = await Promise.all([
      thumbnail(sharp(served)),
      thumbnail(sharp(original).rotate()),
      thumbnail(sharp(original, { autoOrient: false })),
    ]);
    const distance = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
    expect(distance(shown, upright)).toBeLessThan(8);
    expect(distance(shown, asStored)).toBeGreaterThan(distance(shown, upright) * 3);
  });

  it("are all on /trabalhos, twelve a page, each page linking to the next and the one before", () => {
    const first = page("trabalhos.html").document;
    const second = page("trabalhos/2.html").document;
    expect(second.querySelectorAll("main picture")).toHaveLength(COUNT - 12);
    expect(first.querySelector('a[rel="prev"]')).toBeNull();
    expect(first.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/trabalhos/2");
    expect(second.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/trabalhos");
    expect(second.querySelector('a[rel="next"]')).toBeNull();
    expect(second.title).not.toBe(first.title);
  });

  it("keep every page that shows photos in the connection's first round trip", () => {
    const withPhotos = filesIn(dist).filter(
      (file) => file.endsWith(".html") && page(file).document.querySelector("main picture source[type='image/avif']"),
    );
    expect(withPhotos).toEqual(expect.arrayContaining(["index.html", "trabalhos.html", "trabalhos/2.html"]));
    for (const file of withPhotos) {
      const { brotli, gzip } = sentBytes(page(file), dist);
      expect(brotli, `${file}: headers and the brotli copy`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
      expect(gzip, `${file}: headers and gzip -6`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    }
  });

  it("change every host's file with them: the home page's new hashes in each, never in the shipped build's", () => {
    // The shipped build's home page has no gallery; this one has, with its own inline styles.
    const { hashes, added } = galleryHashes(page("index.html").html);
    expect(added.length, "the gallery brings hashes of its own").toBeGreaterThan(0);
    for (const file of ["_headers", ".htaccess", "../deploy/page-csp.conf"]) {
      const text = readFileSync(path.join(dist, file), "utf8");
      for (const hash of hashes) expect(text, `${file} of this build`).toContain(hash);
    }
    // The stale-snapshot failure: the shipped build's own files do not allow the new hashes.
    const shippedHeaders = readFileSync(path.join(DIST, "_headers"), "utf8");
    for (const hash of added) expect(shippedHeaders).not.toContain(hash);
  });

  // The newest three in the home page's gallery (a family's page shows its own in the same WorksGallery) and
  // twelve at once on /trabalhos (its second page, with one, is the same template with less to paint).
  const PHOTO_PAGES = ["/", "/trabalhos"];
  // One server: what a page paints first is the page's doing; CI's gate (.ci/run) measures nginx and Apache.
  it(
    "pass the Lighthouse gate served by nginx, each painting its text first, never a photo",
    { timeout: 900_000, tags: ["browser"] },
    () => {
      const server = "nginx";
      const out = path.join(path.dirname(dist), `bench-${server}.json`);
      // The floor once, as CI's gate measures it: a floor run of 0.78 s, where most take 0.80-0.90, once put these
      // pages at 1.17-1.31 times the floor under the preset's slowdown, still under the 1.5 below; the gate's
      // calibrated slowdown, lower on this kind of host, brings pages and floor closer.
      const args = ["--no-build", "--assert", "--runs", "1", "--max-runs", "3"];
      args.push("--server", server, "--out", out);
      const run = spawnSync(process.execPath, ["scripts/bench.ts", ...args, "--pages", PHOTO_PAGES.join(",")], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, SITE_DIST: dist },
      });
      const output = `${run.stdout}${run.stderr}`;
      expect(run.status, output).toBe(0);
      const { pages } = JSON.parse(readFileSync(out, "utf8")) as {
        pages: { page: string; lcpRatioToFloor: number; runs: { lcpElement: string }[] }[];
      };
      expect(pages.map((page) => page.page).sort()).toEqual([...PHOTO_PAGES].sort());
      for (const page of pages)
        for (const { lcpElement } of page.runs) expect(lcpElement, `${page.page}\n${output}`).toMatch(/^<(h1|p)\b/);
      // Within 1.5 times the bare page: photos fetched before the text's paint would count against it, twelve
      // at once on /trabalhos, over the simulated phone connection. Unchanged, the same bytes measured 1.07-1.08
      // one day, 1.11-1.25 on another and once 1.39 (/trabalhos decodes twelve AVIF photos: its blocking time
      // moves most, 242 ms in that run on this two-core machine), so 1.2 and 1.3 failed unchanged pages.
      for (const page of pages) expect(page.lcpRatioToFloor, `${page.page}\n${output}`).toBeLessThanOrEqual(1.5);
    },
  );
});
