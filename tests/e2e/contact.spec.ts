import type { Page } from "@playwright/test";
import { business } from "../../src/config/business";
import { contact } from "../../src/content/contact";
import {
  composeContactMessage,
  contactEmailSubject,
  contactWhatsappText,
  URGENT_OPENING,
  type ContactFields,
} from "../../src/lib/contact-message";
import { contactField, fillContactForm, islandsHydrated, validContact } from "../helpers/browser";
import { faintAgainstBackdrop } from "../helpers/contrast";
import {
  expect,
  floatingWhatsApp,
  isMobile,
  openedUrl,
  recordExternalNavigations,
  stubWhatsApp,
  test,
  whatsappText,
} from "./fixtures";

// The contact page in a real browser, with JavaScript and without: the fastest way first, the form's
// hand-off to WhatsApp (the opened URL is read back) or the mail program, the emergency call. The form's
// logic and notices are unit-tested in ContactForm.test.tsx.

const hostile: ContactFields = {
  name: `<img src=x onerror="window.__invadido=1"> Zé & "Cia" #1`,
  phone: "+55 (19) 9 8888-7777",
  email: "o'brien+teste@exemplo.com.br",
  subject: "emergencia",
  message: `<script>window.__invadido=2</script>\nLinha 2 & #hashtag ?a=b 100% +mais\n🔧🧵 çãõ ‘aspas’ "duplas"\n\n${"x".repeat(5000)}`,
};

const formValues = async (page: Page): Promise<ContactFields> => {
  const field = contactField(page);
  return {
    name: await field.name.inputValue(),
    phone: await field.phone.inputValue(),
    email: await field.email.inputValue(),
    subject: await field.subject.inputValue(),
    message: await field.message.inputValue(),
  };
};

async function sendByWhatsApp(page: Page) {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
  return openedUrl(await popup);
}

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => {
    await stubWhatsApp(page.context());
    await page.goto("/contato");
    await islandsHydrated(page);
  });

  test("the fastest ways come first: WhatsApp and call above the form, and no disabled button", async ({ page }) => {
    const hero = page.getByRole("main").locator("div").first();
    const whatsapp = hero.getByRole("link", { name: contact.hero.whatsappLabel });
    const call = hero.getByRole("link", { name: `Ligar ${business.phone.display}` });
    const form = page.getByRole("region", { name: contact.form.title });
    for (const quick of [whatsapp, call]) {
      await expect(quick).toBeVisible();
      expect((await quick.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
    }
    for (const button of await page.getByRole("main").getByRole("button").all()) {
      if (await button.isVisible()) await expect(button).toBeEnabled();
    }
    await expect(floatingWhatsApp(page)).toHaveCount(0);
  });

  test("each field's border stands out 3:1 from the form around it, so the box shows where to type", async ({
    page,
  }) => {
    const fields = "main form input:not([type=hidden]), main form select, main form textarea";
    expect(await page.locator(fields).count()).toBeGreaterThan(3);
    expect(await faintAgainstBackdrop(page, fields, "border-top-color")).toEqual([]);
  });

  test("an empty form is stopped by the browser: nothing opens", async ({ page }) => {
    let popups = 0;
    page.on("popup", () => popups++);
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    expect(await contactField(page).name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await fillContactForm(page, { ...validContact, email: "maria@" });
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    expect(await contactField(page).email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await page.waitForTimeout(300);
    expect(popups).toBe(0);
    await expect(page).toHaveURL(/\/contato$/);
  });

  test(
    "a valid form opens WhatsApp with all five fields, and the values stay",
    { tag: "@engines" },
    async ({ page }) => {
      await fillContactForm(page, validContact);
      const url = new URL(await sendByWhatsApp(page));
      expect(url.origin + url.pathname).toBe(`https://wa.me/${business.whatsapp.slice(1)}`);
      expect(whatsappText(url.href)).toBe(contactWhatsappText(validContact));
      await expect(page.getByRole("status")).toContainText("Abrimos o WhatsApp com a sua mensagem");
      expect(await formValues(page)).toEqual(validContact);
    },
  );

  test("any input reaches WhatsApp exactly as typed and is never run as markup", async ({ page }) => {
    await fillContactForm(page, hostile);
    const text = whatsappText(await sendByWhatsApp(page));
    expect(text).toBe(contactWhatsappText(hostile));
    expect(text!.split("\n")[0]).toBe(URGENT_OPENING);
    expect(await page.evaluate(() => (window as { __invadido?: number }).__invadido)).toBeUndefined();
    expect(await formValues(page)).toEqual(hostile);
  });

  test("choosing an emergency offers a call beside the send button", async ({ page }) => {
    const call = page.getByRole("main").getByRole("link", { name: "Ligar agora", exact: true });
    await expect(call).toBeHidden();
    await contactField(page).subject.selectOption("emergencia");
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${business.phone.e164}`);
    const send = (await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).boundingBox())!;
    const box = (await call.boundingBox())!;
    if (isMobile(page)) expect(box.y).toBeGreaterThan(send.y);
    else expect(Math.abs(box.y - send.y)).toBeLessThan(4);
    await contactField(page).subject.selectOption("reparo");
    await expect(call).toBeHidden();
  });
});

// Without JavaScript nothing could compose the five fields into one message, so the page asks only for the
// message itself (a plain GET form to WhatsApp): everything typed reaches the chat.
test.describe("contact page, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ page }) => {
    await stubWhatsApp(page.context());
    await page.goto("/contato");
  });

  test(
    "the form asks only for what it can send, and all of it reaches WhatsApp",
    { tag: "@engines" },
    async ({ page }) => {
      const form = page.getByRole("region", { name: contact.form.title });
      for (const label of ["Nome completo", "Telefone", "E-mail", "Assunto", "Mensagem"])
        await expect(form.getByLabel(label, { exact: true })).toBeHidden();
      await expect(form.getByRole("button", { name: "Enviar por e-mail" })).toBeHidden();
      const box = form.getByRole("textbox", { name: contact.form.plain.label });
      await expect(box).toBeVisible();
      await expect(box).toHaveAccessibleDescription(contact.form.plain.hint);
      expect(await form.getByRole("textbox").count()).toBe(1);

      const typed = composeContactMessage(hostile);
      await box.fill(typed);
      const url = new URL(await sendByWhatsApp(page));
      expect(url.origin + url.pathname).toBe("https://api.whatsapp.com/send");
      expect([...url.searchParams.keys()]).toEqual(["phone", "text"]);
      expect(url.searchParams.get("phone")).toBe(business.whatsapp.slice(1));
      // Form submission writes line breaks as CRLF (the HTML standard); the text is otherwise as typed.
      expect(url.searchParams.get("text")).toBe(typed.replace(/\n/g, "\r\n"));
      await expect(box).toHaveValue(typed);
    },
  );

  test("an empty message is stopped by the browser: nothing opens", async ({ page }) => {
    let popups = 0;
    page.on("popup", () => popups++);
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    const box = page.getByRole("textbox", { name: contact.form.plain.label });
    expect(await box.evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
    await page.waitForTimeout(300);
    expect(popups).toBe(0);
  });
});

test.describe("contact page, e-mail", () => {
  test("the e-mail alternative opens the mail program with the same text", async ({ page }) => {
    await page.goto("/contato");
    await islandsHydrated(page);
    const navigations = await recordExternalNavigations(page);
    await fillContactForm(page, validContact);
    await page.getByRole("button", { name: "Enviar por e-mail" }).click();
    await expect(page.getByRole("status")).toContainText("Abrimos o seu programa de e-mail");
    await expect.poll(() => navigations.length).toBe(1);
    const mailto = navigations[0]!;
    expect(mailto.startsWith(`mailto:${business.email}?`)).toBe(true);
    const params = new URLSearchParams(mailto.slice(mailto.indexOf("?") + 1));
    expect(params.get("subject")).toBe(contactEmailSubject(validContact));
    expect(params.get("body")).toBe(composeContactMessage(validContact).replace(/\n/g, "\r\n"));
    expect(await formValues(page)).toEqual(validContact);
  });
});
