import { business } from "../../src/config/business";
import { hasCostExamples } from "../../src/content/conditions";
import { home } from "../../src/content/home";
import { sampleReport } from "../../src/content/sample-report";
import { servicePages } from "../../src/content/service-pages";
import { families } from "../helpers/families";
import { expect, test } from "./fixtures";

// What the contract's sections need a browser for: home's visit fee lands on the worked examples below the
// sticky header, and the plan's sample report prints one page per machine (no site chrome, no breadcrumb, the
// example's mark on each). Their texts are checked in tests/build/contract.test.ts.

test("home's visit fee leads to the worked examples of a job's cost, in view below the header", async ({ page }) => {
  test.skip(!hasCostExamples(business), "the facts give no labour price: no worked examples");
  const visit = home.keyFacts.find((fact) => fact.id === "visita")!;
  await page.goto("/");
  await page.getByRole("link", { name: visit.linkLabel! }).click();
  await expect(page).toHaveURL(/\/servicos#custo$/);
  const heading = page.getByRole("heading", { name: servicePages.cost.title });
  await expect(heading).toBeInViewport();
  // Not under the sticky header: the heading is what the browser finds at its own place.
  const covered = await heading.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    return !found || !el.contains(found);
  });
  expect(covered).toBe(false);
});

test("the plan's sample report prints one sheet per machine, each on its own page and marked as an example", async ({
  page,
}) => {
  test.skip(!business.preventivePlan, "no plan: no sample report");
  const report = sampleReport(business, families);
  await page.goto(report.path);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: servicePages.breadcrumbLabel })).toBeHidden();
  await expect(page.getByText(report.printHint)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  // The note saying what is invented prints at the foot of every page (a fixed box repeats on each).
  const note = page.getByText(report.exampleNote);
  await expect(note).toBeVisible();
  expect(await note.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  const sheets = page.locator("main article");
  await expect(sheets).toHaveCount(report.machines.length);
  for (const [i, machine] of report.machines.entries()) {
    const sheet = sheets.nth(i);
    await expect(sheet.getByRole("heading", { name: machine.title, level: 2 })).toBeVisible();
    await expect(sheet.getByText(report.mark, { exact: true })).toBeVisible();
    expect(await sheet.evaluate((el) => getComputedStyle(el).breakBefore)).toBe(i === 0 ? "auto" : "page");
  }
  // On A4 with the browser's usual margins, each sheet fits its page: as many pages as machines.
  const margin = "10mm";
  const pdf = await page.pdf({ format: "A4", margin: { top: margin, right: margin, bottom: margin, left: margin } });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)).toHaveLength(report.machines.length);
});
