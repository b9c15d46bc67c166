// Job photos as a phone takes them, made by the tests, never committed: 4000×3000 JPEGs of 4–6 MB (a smooth
// scene under sensor noise), each with the phone's EXIF: an orientation (some taken upright, stored sideways)
// and the GPS position of where it was taken, which the site must never publish. Each comes with its entry,
// as the owner's form writes it (src/content/works/README.md).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { stringify } from "yaml";
import { business } from "../../src/config/business";
import { families } from "./families";

export const PHONE_PHOTO = { width: 4000, height: 3000 };
/** EXIF orientations in turn: as shot, upside down, and the two sideways ones (stored 4000×3000, shown upright). */
const ORIENTATIONS = [1, 6, 3, 8];

/** Where the photos were taken, for the EXIF GPS fields (near Americana, SP). */
const GPS = {
  GPSLatitudeRef: "S",
  GPSLatitude: "22/1 44/1 1234/100",
  GPSLongitudeRef: "W",
  GPSLongitude: "47/1 19/1 5678/100",
};

/** A sensor's noise: gaussian around mid-grey. Made once (about 3 s for 12 megapixels) and laid on every scene. */
let sensorNoise: Promise<Buffer> | undefined;
const noise = () =>
  (sensorNoise ??= sharp({
    create: { ...PHONE_PHOTO, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } },
  })
    .raw()
    .toBuffer());

/** One photo: a few soft colour fields (a scene's shapes) under the noise, as a JPEG at a phone's quality. */
async function phonePhoto(seed: number, orientation: number): Promise<Buffer> {
  // 8×6 random colours, blown up smoothly: broad areas, like a bench, a machine, a wall.
  const cells = Buffer.from(Array.from({ length: 8 * 6 * 3 }, (_, i) => (seed * 97 + i * 61) % 256));
  const scene = await sharp(cells, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(PHONE_PHOTO.width, PHONE_PHOTO.height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const grain = await noise();
  // The scene, with the noise's deviation from its mean added: detail a JPEG cannot squeeze away.
  for (let i = 0; i < scene.length; i++) scene[i] = Math.max(0, Math.min(255, scene[i]! + grain[i]! - 128));
  return sharp(scene, { raw: { ...PHONE_PHOTO, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: "samsung", Model: "Galaxy A15" }, IFD3: GPS })
    .toBuffer();
}

/**
 * `count` job entries in `folder` (made if missing), each a phone photo and its YAML file: machine families and
 * towns in turn, one a day from `lastDay` back. Returns the entries' ids, newest first.
 */
export async function writePhonePhotos(folder: string, count: number, lastDay = "2026-11-30"): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  // All at once: sharp works on threads of its own, so the photos are made on every core (11 s for 13 on two
  // cores, 14.5 s one after the other).
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const id = `trabalho-${String(n + 1).padStart(2, "0")}`;
      const family = families[n % families.length]!;
      const day = new Date(`${lastDay}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() - n);
      writeFileSync(path.join(folder, `${id}.jpg`), await phonePhoto(n + 1, ORIENTATIONS[n % ORIENTATIONS.length]!));
      const entry = {
        photo: `./${id}.jpg`,
        alt: `Foto de teste ${n + 1}: ${family.data.machines[0]} na bancada, com a tampa aberta`,
        caption: `Trabalho de teste ${n + 1}`,
        machine: family.data.machines[0],
        family: family.id,
        town: business.areaServed[n % business.areaServed.length],
        date: day.toISOString().slice(0, 10),
      };
      writeFileSync(path.join(folder, `${id}.yaml`), stringify(entry));
      return id;
    }),
  );
}
