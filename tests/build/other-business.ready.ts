// Each test file of the "other business" project waits here until the build other-business.setup.ts
// started is written, and fails with its output if it failed.
import { builtSite } from "./background-build";

await builtSite(process.env["SITE_DIST"]!);
