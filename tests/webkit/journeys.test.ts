import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { business } from "../../src/config/business";
import { mainNav, messages } from "../../src/config/site";
import { contact } from "../../src/content/contact";
import { home } from "../../src/content/home";
import { composeContactMessage, contactWhatsappText, subjectLabel } from "../../src/lib/contact-message";
import { preparedMessage, validContact, whatsappText } from "../helpers/browser";
import { Key, type ChainablePromiseElement } from "webdriverio";
import { islandsHydrated, openedTab, openWebKit, site, siteWithoutScripts, waitForPage, type WebKit } from "./webkit";

// The core journeys in WebKit, in a 600 px window (the phone layout): the mobile menu, the contact form's
// hand-off to WhatsApp (the opened address read back), the loyalty notice, and reading without JavaScript.
// The same journeys run in Chromium and Firefox in tests/e2e (tagged @engines).

// A new browser for each test: once a tab has opened another, WebKitGTK ignores later navigations in it.
let browser: WebKit;
let firstTab: string;
beforeEach(async () => {
  browser = await openWebKit();
  firstTab = await browser.getWindowHandle();
});
afterEach(() => browser?.deleteSession());

const byLabel = (label: string) => browser.$(`//label[normalize-space()="${label}"]`);
async function field(label: string) {
  const id = await byLabel(label).getAttribute("for");
  return browser.$(`[id="${id}"]`);
}

async function fillContactForm() {
  await (await field("Nome completo")).setValue(validContact.name);
  await (await field("Telefone")).setValue(validContact.phone);
  await (await field("E-mail")).setValue(validContact.email);
  // Typed, as on a keyboard: clicking an option opens WebKitGTK's native list, which then swallows clicks.
  await (await field("Assunto")).addValue(subjectLabel(validContact.subject));
  // A line break is typed as the Enter key.
  await (await field("Mensagem")).setValue(validContact.message.replaceAll("\n", Key.Enter));
}

/**
 * Focuses a control and presses Enter, as a keyboard user does. A click would do, but WebKitWebDriver scrolls
 * the control only just into view, ignoring the page's scroll padding, and the phone's fixed bottom bar can
 * then catch the click.
 */
async function press(control: ChainablePromiseElement) {
  await browser.execute((element) => element.focus(), await control.getElement());
  await browser.keys(Key.Enter);
}

/** The notices' live region, once it says `text` (it is on the page, empty, before any notice). */
async function noticeSays(text: string) {
  const notice = browser.$('[role="status"]');
  await browser.waitUntil(async () => (await notice.getText()).includes(text), {
    timeoutMsg: `no notice saying "${text}"`,
  });
  return notice;
}

const menu = () => browser.$("#menu-celular");
const menuButton = () => browser.$("button=Menu");

describe.each([
  { javaScript: true, base: site },
  { javaScript: false, base: siteWithoutScripts },
])("JavaScript $javaScript", ({ javaScript, base }) => {
  test("the mobile menu opens over a hidden page, closes with its button and Escape, and leads to the chosen page", async () => {
    await browser.url(`${base}/`);
    expect(await menu().isDisplayed()).toBe(false);
    await menuButton().click();
    await menu().waitForDisplayed();
    // Nothing behind the open menu can take focus: the page is hidden, and focus starts in the menu.
    expect(await browser.$("main").isDisplayed()).toBe(false);
    expect(await browser.execute(() => document.activeElement?.closest("#menu-celular") !== null)).toBe(true);
    expect(
      await menu()
        .$$("li")
        .map((item) => item.getText()),
    ).toEqual(mainNav.map((item) => item.label));
    await menu().$("button=Fechar menu").click();
    await menu().waitForDisplayed({ reverse: true });

    await menuButton().click();
    await menu().waitForDisplayed();
    await browser.keys("Escape");
    await menu().waitForDisplayed({ reverse: true });

    await menuButton().click();
    await menu().$("a=Contato").click();
    await waitForPage(browser, `${base}/contato`);
    expect(await menu().isDisplayed()).toBe(false);
  });

  test("the contact form opens WhatsApp with everything typed", async () => {
    await browser.url(`${base}/contato`);
    // The send button of the form on show (without JavaScript, the five-field form is there but hidden).
    const url = async () => {
      await press(
        browser.$(`form:has(${javaScript ? "#contato-nome" : "#contato-mensagem-simples"}) button[type="submit"]`),
      );
      return new URL(await openedTab(browser, firstTab));
    };
    if (javaScript) {
      await islandsHydrated(browser, "/contato");
      await fillContactForm();
      const opened = await url();
      expect(opened.origin + opened.pathname).toBe(`https://wa.me/${business.whatsapp.slice(1)}`);
      expect(whatsappText(opened.href)).toBe(contactWhatsappText(validContact));
      await noticeSays("Abrimos o WhatsApp com a sua mensagem");
    } else {
      // Without JavaScript the page asks only for the message: the five-field form is hidden.
      expect(await (await field("Nome completo")).isDisplayed()).toBe(false);
      const typed = composeContactMessage(validContact);
      await (await field(contact.form.plain.label)).setValue(typed.replaceAll("\n", Key.Enter));
      const opened = await url();
      expect(opened.origin + opened.pathname).toBe("https://api.whatsapp.com/send");
      expect(opened.searchParams.get("phone")).toBe(business.whatsapp.slice(1));
      expect(opened.searchParams.get("text")).toBe(typed.replace(/\n/g, "\r\n"));
    }
  });

  test("the loyalty join button opens WhatsApp with the joining message", async () => {
    await browser.url(`${base}/fidelidade`);
    // No wait for the notices area: it loads on this first focus and key, and the notice still shows.
    await press(browser.$("a=Participar do programa"));
    expect(preparedMessage(await openedTab(browser, firstTab))).toBe(messages.joinLoyalty);
    if (javaScript) {
      const notice = await noticeSays("Abrimos o WhatsApp em uma nova aba");
      await notice.$("button=Fechar aviso").click();
      await browser.waitUntil(async () => (await notice.getText()) === "");
    }
  });

  test("home shows all its content", async () => {
    await browser.url(`${base}/`);
    expect(await browser.$("h1").isDisplayed()).toBe(true);
    expect(await browser.$(`h2=${home.services.title}`).isDisplayed()).toBe(true);
    expect(await browser.$(`a*=${home.hero.quoteLabel}`).isDisplayed()).toBe(true);
    expect(await browser.$("footer").$("p*=Todos os direitos reservados.").isDisplayed()).toBe(true);
    const scripts = await browser.execute(
      () => document.querySelectorAll('script:not([type="application/ld+json"])').length,
    );
    expect(scripts).toBe(0);
  });
});
