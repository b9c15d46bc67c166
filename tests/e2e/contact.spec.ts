import { business } from "../../src/config/business";
import { contact } from "../../src/content/contact";
import { composeContactMessage, contactEmailSubject, type ContactFields } from "../../src/lib/contact-message";
import { contactField, fillContactForm, validContact } from "../helpers/browser";
import { expect, recordExternalNavigations, stubWhatsApp, test, whatsappText } from "./fixtures";

// The contact form's hand-off in a real browser: the browser's own validation, the WhatsApp tab and the
// mail program opened with exactly what was typed. Its logic and notices: ContactForm.test.tsx.

const formValues = async (page: Parameters<typeof contactField>[0]): Promise<ContactFields> => {
  const field = contactField(page);
  return {
    name: await field.name.inputValue(),
    phone: await field.phone.inputValue(),
    email: await field.email.inputValue(),
    subject: await field.subject.inputValue(),
    message: await field.message.inputValue(),
  };
};

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => {
    await stubWhatsApp(page.context());
    await page.goto("/contato");
    // The buttons are enabled once the form island has hydrated.
    await expect(page.getByRole("button", { name: "Enviar pelo WhatsApp" })).toBeEnabled();
  });

  test("an empty or invalid form is stopped by the browser: nothing opens, no notice", async ({ page }) => {
    let popups = 0;
    page.on("popup", () => popups++);
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    expect(await contactField(page).name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await fillContactForm(page, { ...validContact, email: "maria@" });
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    expect(await contactField(page).email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await page.getByRole("button", { name: "Enviar por e-mail" }).click();
    await page.waitForTimeout(300);
    expect(popups).toBe(0);
    await expect(page.getByRole("status")).toBeEmpty();
    await expect(page).toHaveURL(/\/contato$/);
  });

  test("a valid form opens WhatsApp with the composed message, sends nothing itself and keeps the values", async ({
    page,
  }) => {
    await fillContactForm(page, validContact);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    const popup = await popupPromise;

    expect(popup.url().startsWith(`https://wa.me/${business.whatsapp.slice(1)}?`)).toBe(true);
    expect(whatsappText(popup.url())).toBe(composeContactMessage(validContact));
    expect(await popup.evaluate(() => window.opener)).toBeNull();

    await expect(page.getByRole("status")).toContainText("Abrimos o WhatsApp com a sua mensagem");
    expect(await formValues(page)).toEqual(validContact);
    expect(requests, "the page itself must not contact any server").toEqual([]);
  });

  test("any input reaches WhatsApp exactly as typed and is never run as markup", async ({ page }) => {
    const hostile: ContactFields = {
      name: `<img src=x onerror="window.__invadido=1"> Zé & "Cia" #1`,
      phone: "+55 (19) 9 8888-7777",
      email: "o'brien+teste@exemplo.com.br",
      subject: "emergencia",
      message:
        `<script>window.__invadido=2</script>\nLinha 2 & #hashtag ?a=b 100%\n🔧🧵 çãõ ‘aspas’ "duplas"\n\n` +
        "x".repeat(5000),
    };
    await fillContactForm(page, hostile);
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    const popup = await popupPromise;
    expect(whatsappText(popup.url())).toBe(composeContactMessage(hostile));
    await expect(page.getByRole("status")).toContainText("Abrimos o WhatsApp");
    expect(await page.evaluate(() => (window as { __invadido?: number }).__invadido)).toBeUndefined();
    expect(await formValues(page)).toEqual(hostile);
  });

  test("the e-mail alternative opens the mail program with the same text", async ({ page }) => {
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

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says how to reach the business instead of offering buttons that cannot work", async ({ page }) => {
    await page.goto("/contato");
    // Chromium's script switch in tests still parses <noscript> as text, so read the element itself.
    expect(await page.locator("noscript").textContent()).toContain(contact.form.noScript);
    await expect(page.getByRole("button", { name: "Enviar pelo WhatsApp" })).toBeDisabled();
    await expect(page.getByRole("region", { name: contact.channels.title }).getByRole("link")).toHaveCount(4);
  });
});
