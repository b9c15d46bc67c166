import type { Page } from "@playwright/test";
import { business } from "../../src/config/business";
import { digitsOf } from "../../src/lib/links";
import { fullAddress, messages } from "../../src/config/site";
import { composeContactMessage, contactEmailSubject, type ContactFields } from "../../src/lib/contact-message";
import { expect, recordExternalNavigations, stubWhatsApp, test, whatsappText } from "./fixtures";

const valid: ContactFields = {
  name: "Maria Souza",
  phone: "(19) 98888-7777",
  email: "maria@confeccao.com.br",
  subject: "reparo",
  message: "A overloque está pulando ponto.\nPodem vir amanhã?",
};

async function fill(page: Page, fields: ContactFields) {
  await page.getByLabel("Nome completo", { exact: true }).fill(fields.name);
  await page.getByLabel("Telefone", { exact: true }).fill(fields.phone);
  await page.getByLabel("E-mail", { exact: true }).fill(fields.email);
  await page.getByLabel("Assunto", { exact: true }).selectOption(fields.subject);
  await page.getByLabel("Mensagem", { exact: true }).fill(fields.message);
}

async function formValues(page: Page): Promise<ContactFields> {
  return {
    name: await page.getByLabel("Nome completo", { exact: true }).inputValue(),
    phone: await page.getByLabel("Telefone", { exact: true }).inputValue(),
    email: await page.getByLabel("E-mail", { exact: true }).inputValue(),
    subject: await page.getByLabel("Assunto", { exact: true }).inputValue(),
    message: await page.getByLabel("Mensagem", { exact: true }).inputValue(),
  };
}

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => {
    await stubWhatsApp(page);
    await page.goto("/contato");
    // The buttons are enabled once the form island has hydrated.
    await expect(page.getByRole("button", { name: "Enviar pelo WhatsApp" })).toBeEnabled();
  });

  test("the form has the five labelled, required fields of the specification", async ({ page }) => {
    const name = page.getByLabel("Nome completo", { exact: true });
    await expect(name).toHaveAttribute("type", "text");
    await expect(page.getByLabel("Telefone", { exact: true })).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Telefone", { exact: true })).toHaveAttribute("placeholder", "(00) 00000-0000");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("placeholder", /@/);
    const message = page.getByLabel("Mensagem", { exact: true });
    await expect(message).toHaveAttribute("rows", "5");
    await expect(message).toHaveAttribute("placeholder", "Descreva sua necessidade ou dúvida...");
    const subject = page.getByLabel("Assunto", { exact: true });
    expect(
      await subject
        .locator("option")
        .evaluateAll((options) => options.map((o) => `${(o as HTMLOptionElement).value}: ${o.textContent}`)),
    ).toEqual([
      ": Selecione um assunto",
      "orcamento: Solicitar Orçamento",
      "manutencao: Manutenção Preventiva",
      "reparo: Reparo de Equipamento",
      "emergencia: Atendimento de Emergência",
      "outros: Outros",
    ]);
    for (const label of ["Nome completo", "Telefone", "E-mail", "Assunto", "Mensagem"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
  });

  test("an empty or invalid form is stopped by the browser: nothing opens, no notice", async ({ page }) => {
    let popups = 0;
    page.on("popup", () => popups++);
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    expect(
      await page
        .getByLabel("Nome completo", { exact: true })
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await fill(page, { ...valid, email: "maria@" });
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    expect(
      await page.getByLabel("E-mail", { exact: true }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    await page.getByRole("button", { name: "Enviar por e-mail" }).click();
    await page.waitForTimeout(300);
    expect(popups).toBe(0);
    await expect(page.getByRole("status")).toBeEmpty();
    await expect(page).toHaveURL(/\/contato$/);
  });

  test("a valid form opens WhatsApp with the composed message, sends nothing itself and keeps the values", async ({
    page,
  }) => {
    await fill(page, valid);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    const popup = await popupPromise;

    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${digitsOf(business.whatsapp)}`);
    expect(whatsappText(popup.url())).toBe(composeContactMessage(valid));
    expect(whatsappText(popup.url())).toContain("Reparo de Equipamento");
    expect(await popup.evaluate(() => window.opener)).toBeNull();

    await expect(page.getByRole("status")).toContainText("Abrimos o WhatsApp com a sua mensagem");
    expect(await formValues(page)).toEqual(valid);
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
    await fill(page, hostile);
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
    await fill(page, valid);
    await page.getByRole("button", { name: "Enviar por e-mail" }).click();
    await expect(page.getByRole("status")).toContainText("Abrimos o seu programa de e-mail");
    await expect.poll(() => navigations.length).toBe(1);
    const mailto = navigations[0]!;
    expect(mailto.startsWith(`mailto:${business.email}?`)).toBe(true);
    const params = new URLSearchParams(mailto.slice(mailto.indexOf("?") + 1));
    expect(params.get("subject")).toBe(contactEmailSubject(valid));
    expect(params.get("body")).toBe(composeContactMessage(valid).replace(/\n/g, "\r\n"));
    expect(await formValues(page)).toEqual(valid);
  });

  test("notices replace each other, one at a time", async ({ page }) => {
    await fill(page, valid);
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    await expect(page.getByRole("status")).toContainText("Abrimos o WhatsApp");
    await page.getByRole("button", { name: "Enviar por e-mail" }).click();
    await expect(page.getByRole("status")).toContainText("Abrimos o seu programa de e-mail");
    await expect(page.getByRole("status")).not.toContainText("Abrimos o WhatsApp");
    await expect(page.locator("[data-notice]")).toHaveCount(1);
  });

  test("when the browser blocks the new tab, the notice offers the link", async ({ page }) => {
    await page.evaluate(() => {
      window.open = () => null; // what a popup blocker does
    });
    await fill(page, valid);
    await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
    const notice = page.getByRole("status");
    await expect(notice).toContainText("O navegador bloqueou a nova aba");
    const link = notice.getByRole("link", { name: "Abrir o WhatsApp com a mensagem" });
    await expect(link).toHaveAttribute("target", "_blank");
    expect(whatsappText(await link.getAttribute("href"))).toBe(composeContactMessage(valid));
  });

  test("contact cards: phone, WhatsApp, e-mail, address on the map, and the WhatsApp box", async ({ page }) => {
    const cards = page.getByRole("region", { name: "Outras formas de contato" });
    await expect(cards.getByRole("link", { name: business.phone.display })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    expect(whatsappText(await cards.getByRole("link", { name: "Conversar no WhatsApp" }).getAttribute("href"))).toBe(
      messages.quote,
    );
    await expect(cards.getByRole("link", { name: business.email })).toHaveAttribute("href", `mailto:${business.email}`);
    const maps = cards.getByRole("link", { name: fullAddress });
    await expect(maps).toHaveAttribute("target", "_blank");
    expect(new URL((await maps.getAttribute("href"))!).searchParams.get("query")).toBe(fullAddress);
    await expect(cards).toContainText("Segunda a sexta: 7h30 às 18h");

    const box = page.getByRole("heading", { name: "Resposta mais rápida pelo WhatsApp" }).locator("xpath=..");
    expect(whatsappText(await box.getByRole("link", { name: "Chamar agora" }).getAttribute("href"))).toBe(
      messages.quote,
    );
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says how to reach the business instead of offering buttons that cannot work", async ({ page }) => {
    await page.goto("/contato");
    // Chromium's script switch in tests still parses <noscript> as text, so read the element itself.
    expect(await page.locator("noscript").textContent()).toContain("Para enviar pelo formulário, ative o JavaScript");
    await expect(page.getByRole("button", { name: "Enviar pelo WhatsApp" })).toBeDisabled();
    await expect(page.getByRole("region", { name: "Outras formas de contato" }).getByRole("link")).toHaveCount(4);
  });
});
