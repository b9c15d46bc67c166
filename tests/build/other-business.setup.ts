// The site built for a second business (tests/fixtures/other-business/, through SITE_FACTS) into
// the folder the "other business" project's SITE_DIST names (vitest.build.config.ts), deploy/ beside it.
// The build starts here and runs while the "dist" project's checks do; other-business.ready.ts holds each file
// of this project until it is written.
import type { TestProject } from "vitest/node";
import { startBuild } from "./background-build";

export default (project: TestProject) =>
  startBuild(project.config.env["SITE_DIST"]!, {
    SITE_FACTS: project.config.env["SITE_FACTS"]!,
    SITE_TODAY: project.config.env["SITE_TODAY"]!,
  });
