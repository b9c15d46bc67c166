import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FACTS_PARTS, partFile } from "../../src/lib/facts-files";
import { checkoutFiles, openFactsForm, openLocalRepository, t } from "../helpers/cms";
import { expect, test } from "./fixtures";

// Each form of the facts is short: at most six screens of a phone (390×844) with every list expanded, on the
// shipped facts and on the second business's (tests/fixtures/other-business), written where the forms save.

const root = fileURLToPath(new URL("../../", import.meta.url));
const SCREEN = { width: 390, height: 844 };
const MAX_SCREENS = 6;

test.use({ viewport: SCREEN, locale: "pt-BR" });

const businesses = {
  shipped: undefined,
  "second business": path.join(root, "tests/fixtures/other-business"),
};

for (const [business, folder] of Object.entries(businesses)) {
  test(`every form of the facts fits in ${MAX_SCREENS} screens of a phone, lists expanded (${business})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { files, config } = await checkoutFiles(page);
    const forms = config.collections[0]!.files!;
    if (folder)
      for (const form of forms) {
        delete files[form.file];
        const name = path.posix.basename(form.file);
        try {
          files[form.file] = readFileSync(path.join(folder, name), "utf8");
        } catch {
          // A file the second business does not have (no plan): its form opens empty.
        }
      }
    await openLocalRepository(page, files);

    const heights: Record<string, number> = {};
    for (const { name } of FACTS_PARTS) {
      expect(forms.map((form) => path.posix.basename(form.file))).toContain(partFile(name));
      const form = await openFactsForm(page, name);
      // The form's scrolling pane: the CMS draws fields as they come into view and a list's items when it is
      // expanded, so the pane is scrolled to its end, expanding every list on the way, until its height holds.
      let last = -1;
      let height = 0;
      await expect(async () => {
        for (const expand of await form.getByRole("button", { name: t("expand_all"), exact: true }).all())
          if (await expand.isEnabled()) await expand.click();
        height = await form.evaluate((element) => {
          const panes = [element, ...element.querySelectorAll("*")].filter(
            (node) => node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY !== "visible",
          );
          const pane = panes.sort((a, b) => b.scrollHeight - a.scrollHeight)[0] ?? element;
          pane.scrollTop = pane.scrollHeight;
          return pane.scrollHeight;
        });
        const settled = height === last;
        last = height;
        expect(settled).toBe(true);
        await expect(
          form.getByRole("button", { name: t("expand_all"), exact: true }).and(page.locator(":enabled")),
        ).toHaveCount(0, { timeout: 100 });
      }).toPass({ intervals: [300], timeout: 60_000 });
      heights[name] = height;
      await page.getByRole("button", { name: t("cancel_editing") }).click();
    }
    testInfo.annotations.push({
      type: "heights",
      description: Object.entries(heights)
        .map(([name, height]) => `${name} ${height} px (${(height / SCREEN.height).toFixed(1)} screens)`)
        .join(", "),
    });
    console.log(business, heights);
    for (const [name, height] of Object.entries(heights))
      expect(height / SCREEN.height, `${name}: ${height} px`).toBeLessThanOrEqual(MAX_SCREENS);
  });
}
