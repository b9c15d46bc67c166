// The site built with job photos straight from a phone (photos.test.ts), from the start of the run: the photos
// are made and the site built while the "dist" and "other business" checks run. Into the folder the
// "lighthouse" project's PHOTOS_DIST names (vitest.build.config.ts), the photos in works/ beside it.
import path from "node:path";
import type { TestProject } from "vitest/node";
import { writePhonePhotos } from "../helpers/phone-photos";
import { startBuild } from "./background-build";

// The twelve, and one more: /trabalhos shows twelve a page, so the thirteenth makes a second page.
export const PHOTO_COUNT = 13;
/** The folder of the photos and their entries, beside the build. */
export const worksFolder = (dist: string) => path.join(path.dirname(dist), "works");

export default (project: TestProject) => {
  const dist = project.config.env["PHOTOS_DIST"]!;
  return startBuild(dist, { SITE_WORKS_DIR: worksFolder(dist) }, () =>
    writePhonePhotos(worksFolder(dist), PHOTO_COUNT),
  );
};
