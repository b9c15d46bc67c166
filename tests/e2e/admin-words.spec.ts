import type { Locator, Page } from "@playwright/test";
import { business } from "../../src/config/business";
import { adminCollections, adminPage, factsForms, workLabels } from "../../src/content/admin";
import { answerOutside, checkoutFiles, field, labelOf, t, writeRepository } from "../helpers/cms";
import { englishWords } from "../helpers/english";
import { expect, test } from "./fixtures";

// The owner's forms at /admin (Sveltia CMS) say nothing in English: the sign-in screen (with the business's
// mark and name, not the CMS's), the collections, the facts form, a job's form, the error toast after a wrong
// value, the menu and the settings. Opened as tests/e2e/admin.spec.ts opens them: in the CMS's local-repository
// mode, on a folder of the browser's private file system that the test fills with this checkout's files.

const form = (page: Page) => page.getByRole("group", { name: t("content_editor") });

test.use({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });

test("the owner's forms say nothing in English, and sign-in shows the business's mark and name", async ({ page }) => {
  test.setTimeout(120_000);

  await answerOutside(page);
  const { files: repository, config } = await checkoutFiles(page);

  // The repository's owner and name, shown on the sign-in screen as they are.
  const names = config.backend.repo.split("/");
  /** The page at this moment says nothing in English (soft: every moment of the session is checked). */
  const noEnglish = async (moment: string) => {
    expect.soft(await englishWords(page, names), moment).toEqual([]);
  };
  const click = (locator: Locator) => locator.click({ timeout: 10_000 });

  await test.step("the sign-in screen shows the business's mark and name", async () => {
    await page.goto("/admin");
    const local = page.getByRole("button", { name: t("work_with_local_repo") });
    // The CMS first loads its configuration: seconds on a busy machine.
    await expect(local).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminPage.title(business.brandName));
    // The business's mark (the touch icon the build draws, src/lib/brand-images.tsx), not the CMS's, and loaded.
    // The sign-in screen's only picture: its logo.
    const logo = page.locator("img");
    await expect(logo).toHaveCount(1);
    await expect(logo).toHaveAttribute("src", "/apple-touch-icon.png");
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await noEnglish("sign-in");
    await writeRepository(page, repository);
    await click(local);
    // The first screen: the forms of his facts.
    await expect(page.getByRole("row", { name: factsForms.contatos.label })).toBeVisible();
    await noEnglish("the facts' forms");
    await click(page.getByRole("button", { name: t("back_to_collection_list") }));
    for (const collection of Object.values(adminCollections))
      await expect(page.getByRole("treeitem", { name: collection.label })).toBeVisible();
    await noEnglish("collections");
  });

  await test.step("the facts form, its menus, and a wrong value's error toast", async () => {
    await click(page.getByRole("treeitem", { name: adminCollections.facts.label }));
    await noEnglish("facts list");
    await click(page.getByRole("row", { name: factsForms.contatos.label }));
    await expect(form(page)).toBeVisible();
    await noEnglish("facts form");
    const whatsapp = field(form(page), "WhatsApp");
    await click(whatsapp.getByRole("button", { name: t("show_field_options") }));
    await expect(page.getByRole("menu")).toBeVisible();
    await noEnglish("a field's menu");
    await page.keyboard.press("Escape");
    await whatsapp.getByRole("textbox").fill("1234");
    await click(page.getByRole("button", { name: t("save"), exact: true }));
    const showErrors = page.getByRole("button", { name: t("show_errors"), exact: true });
    await expect(showErrors).toBeVisible();
    await noEnglish("the error toast");
    await click(showErrors);
    await expect(page.getByRole("heading", { name: t("entry_sidebar.validation.title") })).toBeVisible();
    await noEnglish("the errors' panel");
    await click(page.getByRole("button", { name: t("_sui.close"), exact: true }));
    await click(page.getByRole("button", { name: t("show_editor_options") }));
    await expect(page.getByRole("menu")).toBeVisible();
    await noEnglish("the editor's menu");
    await page.keyboard.press("Escape");
    await click(page.getByRole("button", { name: t("cancel_editing") }));
    await noEnglish("leaving the form");
  });

  await test.step("a job's form: its photo library and its machine families", async () => {
    await click(page.getByRole("button", { name: t("back_to_collection_list") }));
    await click(page.getByRole("treeitem", { name: adminCollections.works.label }));
    await noEnglish("jobs list");
    await click(page.getByRole("button", { name: t("create_new_entry") }));
    await expect(form(page)).toBeVisible();
    await noEnglish("new job form");
    await click(field(form(page), labelOf(workLabels["photo"])).getByRole("button", { name: t("browse") }));
    const library = page.getByRole("dialog", { name: t("assets_dialog.title.image") });
    await expect(library).toBeVisible();
    await noEnglish("the photo library");
    await click(library.getByRole("button", { name: t("cancel"), exact: true }));
    const family = field(form(page), labelOf(workLabels["family"]));
    await click(family.getByRole("combobox"));
    await expect(page.getByRole("option").first()).toBeVisible();
    await noEnglish("the families' list");
    await page.keyboard.press("Escape");
    // A job's family is chosen among the families: its form never offers to create a family's page.
    const familyName = adminCollections.machines.singular;
    await expect(family.getByRole("button", { name: t("add_x", { name: familyName }) })).toHaveCount(0);
    await click(page.getByRole("button", { name: t("cancel_editing") }));
  });

  await test.step("a machine family's entry", async () => {
    await click(page.getByRole("button", { name: t("back_to_collection_list") }));
    await click(page.getByRole("treeitem", { name: adminCollections.machines.label }));
    await noEnglish("machine families list");
    await click(page.getByRole("button", { name: t("sort"), exact: true }));
    await noEnglish("the sorting menu");
    await page.keyboard.press("Escape");
    await click(page.getByRole("row").first());
    await expect(form(page)).toBeVisible();
    await noEnglish("a machine family's form");
    await click(page.getByRole("button", { name: t("cancel_editing") }));
  });

  await test.step("his files, the menu and the settings", async () => {
    await click(page.getByRole("radio", { name: t("assets"), exact: true }));
    await noEnglish("his files");
    await click(page.getByRole("radio", { name: t("menu"), exact: true }));
    await noEnglish("the menu");
    await click(page.getByRole("menuitem", { name: t("settings") }));
    // On a phone, the settings are a page: a menu of panels, each opened in turn.
    const panels = page.getByRole("menu", { name: t("settings") });
    await expect(panels).toBeVisible();
    await noEnglish("the settings");
    const panelNames = ["appearance", "language", "contents", "media", "accessibility", "advanced"].map((panel) =>
      t(`prefs.${panel}.title`),
    );
    await expect(panels.getByRole("menuitem")).toHaveCount(panelNames.length);
    for (const name of panelNames) {
      await click(panels.getByRole("menuitem", { name, exact: true }));
      await expect(panels).toBeHidden();
      await noEnglish(`the settings: ${name}`);
      await click(page.getByRole("button", { name: t("back"), exact: true }));
    }
  });
});
