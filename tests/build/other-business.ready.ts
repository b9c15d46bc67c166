// Each test file of the "other business" project waits here until the build other-business.setup.ts
// started is written, and fails with its output if it failed.
import { existsSync, readFileSync } from "node:fs";
import { buildReport } from "./other-business.setup";

const report = buildReport(process.env["SITE_DIST"]!);
const deadline = Date.now() + 300_000;
while (!existsSync(report)) {
  if (Date.now() > deadline) throw new Error("the build for another business did not end within 5 minutes");
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const { status, output } = JSON.parse(readFileSync(report, "utf8")) as { status: number | null; output: string };
if (status !== 0) throw new Error(`the build for another business failed:\n${output}`);
