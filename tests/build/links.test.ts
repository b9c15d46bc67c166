import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { links, messages } from "../../src/config/site";
import { remotePhotoOrigins } from "../../src/lib/images";
import { digitsOf } from "../../src/lib/links";
import { frame } from "../../src/content/frame";
import { machinePage } from "../../src/content/machine-label";
import { NEW_TAB_HINT } from "../../src/content/new-tab";
import { preparedMessage } from "../helpers/messages";
import { builtPages, fileFor, pageAt } from "./dist";
import { families } from "../helpers/families";
import { familyPath } from "../../src/lib/machines";

// The one place that checks the links of the build: every contact link's value on every page, new-tab
// isolation, and that every internal link and fragment resolves.
const hrefsOf = (document: Document) =>
  [...document.querySelectorAll("a[href], link[href], img[src], script[src]")].map(
    (el) => el.getAttribute("href") ?? el.getAttribute("src")!,
  );
const anchors = (document: Document, selector: string) => [...document.querySelectorAll<HTMLAnchorElement>(selector)];
const idsOf = (path: string) => new Set([...pageAt(path).document.querySelectorAll("[id]")].map((el) => el.id));

/** The prefilled WhatsApp messages of every page (the quote request and the stopped-machine lane's), and
 * the page's own: joining the programme, asking for the preventive plan, or a machine-family page's message
 * naming its machines. */
const whatsappMessages = (path: string) =>
  [
    messages.quote,
    messages.urgent,
    ...(path === "/fidelidade" ? [messages.joinLoyalty] : []),
    ...(path === "/manutencao-preventiva" ? [messages.preventivePlan] : []),
    ...families.filter((family) => familyPath(family) === path).map((family) => family.data.whatsappMessage),
    ...(path.startsWith("/maquina/") ? [machinePage(path.slice("/maquina/".length)).message] : []),
  ].sort();

describe.each(builtPages.map((p) => [p.path, p] as const))("contact links on %s", (path, page) => {
  const doc = page.document;

  it("call the business's phone", () => {
    const phones = anchors(doc, 'a[href^="tel:"]');
    expect(phones.length).toBeGreaterThan(0);
    for (const a of phones) expect(a.getAttribute("href")).toBe(`tel:${business.phone.e164}`);
    expect(links.phone).toBe(`tel:${business.phone.e164}`);
  });

  it("write to the business's e-mail", () => {
    const mails = anchors(doc, 'a[href^="mailto:"]');
    expect(mails.length).toBeGreaterThan(0);
    for (const a of mails) expect(a.getAttribute("href")).toBe(`mailto:${business.email}`);
  });

  it("open WhatsApp with the business's number and the page's prefilled message, in a new tab", () => {
    const chats = anchors(doc, 'a[href^="https://wa.me/"]');
    expect(chats.length).toBeGreaterThan(0);
    const texts = new Set<string | null>();
    for (const a of chats) {
      const url = new URL(a.href);
      expect(url.pathname).toBe(`/${digitsOf(business.whatsapp)}`);
      texts.add(preparedMessage(a.href));
      expect(a.target).toBe("_blank");
    }
    expect([...texts].sort()).toEqual(whatsappMessages(path));
  });

  it("show the address on the map, in a new tab", () => {
    const maps = anchors(doc, 'a[href^="https://www.google.com/maps/"]');
    expect(maps.length).toBeGreaterThan(0);
    for (const a of maps) {
      expect(a.getAttribute("href")).toBe(links.maps);
      expect(a.target).toBe("_blank");
    }
  });

  it("isolate every new tab from the page", () => {
    for (const el of doc.querySelectorAll<HTMLAnchorElement | HTMLFormElement>('[target="_blank"]')) {
      expect(el.getAttribute("rel"), el.outerHTML.slice(0, 80)).toBe("noopener noreferrer");
    }
  });

  it("end the name of whatever opens a new tab by saying so, for screen readers", () => {
    const hints = [NEW_TAB_HINT, frame.channels.mapsHint];
    const openers = [
      ...doc.querySelectorAll('a[target="_blank"]'),
      // A form's WhatsApp button; the e-mail one opens the visitor's mail program instead.
      ...doc.querySelectorAll('form[target="_blank"] button[type="submit"]:not([value="email"])'),
    ];
    expect(openers.length).toBeGreaterThan(0);
    // Said, not shown: the hint is a visually hidden span (src/components/ui/NewTabHint.tsx).
    for (const el of openers) expect(hints, el.outerHTML.slice(0, 120)).toContain(el.lastElementChild?.textContent);
  });

  it("send forms only to WhatsApp, with the business's number", () => {
    for (const form of doc.querySelectorAll("form")) {
      expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual([
        "get",
        "https://api.whatsapp.com/send",
      ]);
      expect(form.querySelector<HTMLInputElement>('input[name="phone"]')?.value).toBe(digitsOf(business.whatsapp));
    }
    // The contact page: the form, and inside <noscript> the one a browser without JavaScript shows instead.
    expect(doc.querySelectorAll("form")).toHaveLength(path === "/contato" ? 2 : 0);
    expect(doc.querySelectorAll("noscript form")).toHaveLength(path === "/contato" ? 1 : 0);
  });

  it("offer the business card", () => {
    expect(anchors(doc, 'a[href="/contato.vcf"]').length).toBeGreaterThan(0);
  });

  it("go nowhere else outside the site", () => {
    // The contact links, and the hosts of the facts' stock photos.
    const allowed = [
      "tel:",
      "mailto:",
      "https://wa.me/",
      "https://www.google.com/maps/",
      ...remotePhotoOrigins(Object.values(business.images)).map((origin) => `${origin}/`),
    ];
    const external = [...doc.querySelectorAll("a[href], img[src]")]
      .map((el) => el.getAttribute("href") ?? el.getAttribute("src")!)
      .filter((href) => /^[a-z]+:/.test(href));
    expect(external.filter((href) => !allowed.some((start) => href.startsWith(start)))).toEqual([]);
  });
});

describe("links in the build", () => {
  it.each(builtPages.map((p) => [p.path, p] as const))("every internal link on %s resolves", (path, page) => {
    const broken: string[] = [];
    for (const href of hrefsOf(page.document)) {
      if (/^(tel|mailto):/.test(href)) continue;
      if (href.startsWith("#")) {
        if (!idsOf(path).has(decodeURIComponent(href.slice(1)))) broken.push(`${href}: no element with that id`);
        continue;
      }
      const url = new URL(href, `https://site.invalid${path}`);
      if (url.origin !== "https://site.invalid") {
        if (url.protocol !== "https:") broken.push(`${href}: external links must be https`);
        continue;
      }
      const target = url.pathname === "/404" ? null : fileFor(url.pathname);
      if (!target) {
        broken.push(`${href}: nothing in dist/ at ${url.pathname}`);
        continue;
      }
      if (url.hash) {
        const targetPath = builtPages.find((p) => target.endsWith(`/${p.file}`))?.path;
        if (!targetPath || !idsOf(targetPath).has(decodeURIComponent(url.hash.slice(1)))) {
          broken.push(`${href}: no element with id ${url.hash}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("uses clean URLs for pages (no .html, no trailing slash)", () => {
    for (const page of builtPages) {
      for (const href of hrefsOf(page.document).filter((h) => h.startsWith("/") && !h.startsWith("/_astro/"))) {
        expect(href, `on ${page.path}`).not.toMatch(/\.html(#|$)|.\/(#|$)/);
      }
    }
  });

  it("every id is unique on its page", () => {
    for (const page of builtPages) {
      const ids = [...page.document.querySelectorAll("[id]")].map((el) => el.id);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        `on ${page.path}`,
      ).toEqual([]);
    }
  });
});
