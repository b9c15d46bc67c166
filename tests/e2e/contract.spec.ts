import { business } from "../../src/config/business";
import { costExamples } from "../../src/content/conditions";
import { home } from "../../src/content/home";
import { sampleReport } from "../../src/content/sample-report";
import { servicePages } from "../../src/content/service-pages";
import { families } from "../helpers/families";
import { expect, test } from "./fixtures";

// What the contract's sections need a browser for: home's visit fee lands on the worked examples below the
// sticky header, and the plan's sample report prints as a sheet (no site chrome, no breadcrumb). Their texts
// are checked in tests/build/contract.test.ts.

test("home's visit fee leads to the worked examples of a job's cost, in view below the header", async ({ page }) => {
  test.skip(!costExamples(business).length, "the facts give no labour price: no worked examples");
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

test("the plan's sample report prints as a sheet: no site chrome, no breadcrumb, every machine", async ({ page }) => {
  test.skip(!business.preventivePlan, "no plan: no sample report");
  const report = sampleReport(business, families);
  await page.goto(report.path);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: servicePages.breadcrumbLabel })).toBeHidden();
  await expect(page.getByText(report.printHint)).toBeHidden();
  // The badge prints; its copy in the breadcrumb does not.
  await expect(page.getByText(report.badge, { exact: true }).filter({ visible: true })).toHaveCount(1);
  for (const machine of report.machines)
    await expect(page.getByRole("heading", { name: machine.title, level: 2 })).toBeVisible();
});
