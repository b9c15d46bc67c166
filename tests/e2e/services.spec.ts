import { business } from "../../src/config/business";
import { familyPath } from "../../src/lib/machines";
import { families } from "../helpers/families";
import { expect, preparedMessage, stubWhatsApp, test } from "./fixtures";

// The machine-family pages in a browser: reached from home, moving along the breadcrumb and the related
// families, and the WhatsApp button's message naming the machines. Their copy and data: tests/build.
const family = families[0]!;
const path = familyPath(family);

test("home leads to a family page, whose breadcrumb leads back to the list and home", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: family.data.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(family.data.title);
  const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
  await trail.getByRole("link", { name: "Serviços" }).click();
  await expect(page).toHaveURL(/\/servicos$/);
  await expect(page.getByRole("main").getByRole("link")).toContainText(families.map((f) => f.data.name));
  await page.getByRole("navigation", { name: "Trilha de navegação" }).getByRole("link", { name: "Início" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a family page links to its related families, which load", async ({ page }) => {
  await page.goto(path);
  const related = families.find((f) => f.id === family.data.related[0]!.id)!;
  await page.getByRole("region", { name: "Veja também" }).getByRole("link", { name: related.data.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(related.data.title);
});

test("the WhatsApp button opens a chat whose message names the machines", async ({ page }) => {
  await stubWhatsApp(page.context());
  await page.goto(path);
  const popup = page.waitForEvent("popup");
  await page.getByRole("main").getByRole("link", { name: "Chamar no WhatsApp" }).first().click();
  const url = (await popup).url();
  expect(url.startsWith(`https://wa.me/${business.whatsapp.slice(1)}?`)).toBe(true);
  expect(preparedMessage(url)).toBe(family.data.whatsappMessage);
});
