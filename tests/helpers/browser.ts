// Browser helpers shared by the end-to-end suite (tests/e2e, astro preview) and the real-server suite
// (tests/server, nginx): the page list, the stand-ins for the internet, and filling the contact form.
import { readFileSync } from "node:fs";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { attr, byTag, metaCspElement, parseHtml, remove, serializeHtml, unwrap } from "../../integrations/html";
import { allPages } from "../../integrations/files.mjs";
import { builtPages, DIST } from "../../scripts/site.ts";
import type { ContactFields } from "../../src/lib/contact-message";
import { familyPath } from "../../src/lib/machines";
import { testCoverage } from "../../src/lib/test-coverage";
import { families } from "./families";

/** Every built page, by the URL a visitor opens (the 404 page by an unknown one) and a file-safe name. */
export const pages = builtPages().map(({ path }) => ({
  path: path === "/404" ? "/pagina-que-nao-existe" : path,
  name: path === "/" ? "inicio" : path.slice(1).replaceAll("/", "-"),
  status: path === "/404" ? 404 : 200,
}));

/**
 * The owner's printable pages (kit-do-dono/: the sticker sheets, the review card), which `pages` leaves out.
 * Each is a layout of its own, so a check of every page's markup visits each of them at every width.
 */
export const kitPages = allPages(DIST)
  .filter(({ file }) => file.startsWith("kit-do-dono/"))
  .map(({ path }) => ({ path, name: path.slice(1).replaceAll("/", "-"), status: 200 }));

/**
 * One page of each template (the legal texts share LegalPage, the machine families one page, the machines'
 * sticker pages another): where a check repeats in another engine or on another server, these pages cover
 * every piece of markup. The first family and the first sticker page stand for theirs, whatever the facts;
 * the others are named in src/lib/test-coverage.ts, which the accessibility statement reads.
 */
export const templatePages = pages.filter(
  ({ path, status }) =>
    (testCoverage.templatePaths as readonly string[]).includes(status === 404 ? "/404" : path) ||
    path === pages.find((page) => families.some((family) => familyPath(family) === page.path))?.path ||
    path === pages.find((page) => page.path.startsWith("/maquina/"))?.path,
);

/** The stock photo host. There is no internet where the tests run, so its requests never leave the machine. */
export const PHOTO_HOST = /^https:\/\/images\.unsplash\.com\//;
const fixturePhoto = readFileSync(new URL("../fixtures/photo.svg", import.meta.url));

/**
 * Answers the photo host with tests/fixtures/photo.svg ("fixture") or makes it fail ("abort"), and
 * says which in the test's annotations.
 */
export async function routePhotos(
  page: Page,
  mode: "fixture" | "abort",
  annotations: Array<{ type: string; description?: string }>,
) {
  annotations.push({
    type: "offline photos",
    description:
      mode === "fixture"
        ? "images.unsplash.com answered with tests/fixtures/photo.svg (no internet here)"
        : "images.unsplash.com requests aborted on purpose",
  });
  await page.route(PHOTO_HOST, (route) =>
    mode === "fixture"
      ? route.fulfill({ status: 200, contentType: "image/svg+xml", body: fixturePhoto })
      : route.abort("internetdisconnected"),
  );
}

/**
 * The page as a browser with JavaScript switched off runs it: its <script> elements removed (JSON-LD is
 * data and stays) and what its <noscript> elements hold shown. For the engines whose driver cannot switch
 * JavaScript off (Firefox over WebDriver BiDi, WebKitWebDriver).
 */
export function withoutScripts(html: string): string {
  const document = parseHtml(html);
  byTag(document, "script")
    .filter((el) => attr(el, "type") !== "application/ld+json")
    .forEach(remove);
  byTag(document, "noscript").forEach(unwrap);
  return serializeHtml(document);
}

/** The page without its <meta> CSP (a test that edits the page's inline code would break its hashes). */
export function withoutMetaCsp(html: string): string {
  const document = parseHtml(html);
  const meta = metaCspElement(document);
  if (!meta) throw new Error("the page has no <meta> CSP");
  remove(meta);
  return serializeHtml(document);
}

/** A message of the page's console, or an uncaught error of its scripts (type "pageerror"). */
export interface ConsoleMessage {
  type: string;
  text: string;
  /** The page or file the message comes from. */
  url: string;
}

/**
 * Records what `page` logs to its console and every uncaught error of its scripts, as they happen, but for
 * the one message a page logs on purpose: the not-found page is served with status 404, which Chromium logs
 * as an error of the page itself. `byTestTool` leaves out messages the test tool causes.
 */
export function recordConsole(page: Page, byTestTool: (text: string) => boolean = () => false): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on("console", (message) => {
    const { url } = message.location();
    const ownNotFound = message.text().includes("status of 404") && url === page.url();
    if (!ownNotFound && !byTestTool(message.text())) messages.push({ type: message.type(), text: message.text(), url });
  });
  page.on("pageerror", (error) => {
    if (!byTestTool(error.message)) messages.push({ type: "pageerror", text: error.message, url: page.url() });
  });
  return messages;
}

/** Whether a recorded message is an error: logged as one, or thrown by a script. */
export const isError = (message: ConsoleMessage) => message.type === "error" || message.type === "pageerror";

/**
 * Waits until every island on the page runs (Astro removes `ssr` from each once hydrated). Islands start after
 * the first paint, when the browser is idle or at 3 s; with the island's script after that, a machine busy
 * with other suites can pass expect's default 5 s.
 */
export async function islandsHydrated(page: Page) {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Every island running, as after a visitor's first key: some islands wait for a key or a touch before they load
 * (the loyalty page's notices), so Shift wakes them, then islandsHydrated waits for all.
 */
export async function islandsAwake(page: Page) {
  await page.keyboard.press("Shift");
  await islandsHydrated(page);
}

/** WhatsApp links open in a new tab; here they get a local stand-in page instead of the internet. */
export async function stubWhatsApp(context: BrowserContext) {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp (simulado)</title>" }),
  );
}

/** The `text` parameter of a WhatsApp link, decoded. */
export { preparedMessage, whatsappText } from "./messages";

/** The contact form's fields, by their visible labels. */
export const contactField = (page: Page) => ({
  name: page.getByLabel("Nome completo", { exact: true }),
  phone: page.getByLabel("Telefone", { exact: true }),
  email: page.getByLabel("E-mail", { exact: true }),
  subject: page.getByLabel("Assunto", { exact: true }),
  message: page.getByLabel("Mensagem", { exact: true }),
});

export async function fillContactForm(page: Page, fields: ContactFields) {
  const field = contactField(page);
  // Over WebDriver BiDi (Firefox), fill() sets the value without the input events React listens to.
  const byKeys = page.context().browser()?.browserType().name() === "firefox";
  const enter = (input: Locator, value: string) => (byKeys ? input.pressSequentially(value) : input.fill(value));
  await enter(field.name, fields.name);
  await enter(field.phone, fields.phone);
  await enter(field.email, fields.email);
  await field.subject.selectOption(fields.subject);
  await enter(field.message, fields.message);
}

export const validContact: ContactFields = {
  name: "Maria Souza",
  phone: "(19) 98888-7777",
  email: "maria@confeccao.com.br",
  subject: "reparo",
  message: "A overloque está pulando ponto.\nPodem vir amanhã?",
};
