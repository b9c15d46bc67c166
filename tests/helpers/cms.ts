// The owner's forms (Sveltia CMS at /admin) as the browser tests drive them: its local-repository mode on a folder
// of the browser's origin private file system, which a test fills and reads back, and the CMS's own words.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { parse } from "yaml";
import { adminCollections, factsForms } from "../../src/content/admin";
import type { FactsPart } from "../../src/lib/facts-files";
import { portugueseMessages } from "./english";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The folder of the origin private file system the CMS gets as the repository. */
export const REPOSITORY = "repositorio";
/** GitHub's status, which the CMS asks for: the one address outside the site it reaches for. */
export const GITHUB_STATUS = "https://www.githubstatus.com/api/v2/status.json";

/** The forms' Portuguese words (the CMS's merged with ours), by key ("assets_dialog.title.image"), names set in
 * as the CMS sets them, between isolate marks. */
export const t = (key: string, values: Record<string, string> = {}): string =>
  portugueseMessages[key]!.replace(/\{\$(\w+)\}/g, (_, name: string) => `\u2068${values[name]}\u2069`);
/** A field of the form, by its label: its label, hint, input and error message are inside. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("group", { name: t("x_field", { field: label }), exact: true });
export const labelOf = (label: string | [string, string] | undefined) => (Array.isArray(label) ? label[0] : label!);

/** Fills the repository folder (created with a .git folder: Sveltia takes only a repository's root). */
export async function writeRepository(page: Page, files: Record<string, string>) {
  await page.evaluate(
    async ({ folder, files }) => {
      const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      await repository.getDirectoryHandle(".git", { create: true });
      for (const [file, text] of Object.entries(files)) {
        const names = file.split("/");
        let directory = repository;
        for (const name of names.slice(0, -1)) directory = await directory.getDirectoryHandle(name, { create: true });
        const writable = await (await directory.getFileHandle(names.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: REPOSITORY, files },
  );
}

/** The files of a folder of the repository, by name, as bytes. */
export async function readRepository(page: Page, folder: string): Promise<Map<string, Buffer>> {
  const files = await page.evaluate(
    async ({ repository, folder }) => {
      let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle(repository);
      for (const name of folder.split("/")) directory = await directory.getDirectoryHandle(name);
      const files: Array<[string, string]> = [];
      for await (const [name, handle] of directory as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind !== "file") continue;
        const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        files.push([name, btoa(binary)]);
      }
      return files;
    },
    { repository: REPOSITORY, folder },
  );
  return new Map(files.map(([name, base64]) => [name, Buffer.from(base64, "base64")]));
}

export const readRepositoryFile = async (page: Page, file: string) =>
  (await readRepository(page, path.posix.dirname(file))).get(path.posix.basename(file))!;

/**
 * Icon names drawn as words. The CMS's icons are words of a ligature font (Material Symbols), each drawn as one
 * glyph about 1 em wide; where the font fails to load, "bookmark_manager" shows as text, many em wide.
 */
export const iconNamesShownAsText = (page: Page) =>
  page.evaluate(() => {
    const shown: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const icon = node.parentElement;
      // An icon is hidden from assistive technology: its name is no word of the page.
      if (!icon?.closest('[aria-hidden="true"]') || !/^[a-z][a-z0-9_]*$/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const { width, height } = range.getBoundingClientRect();
      if (height && width > 1.5 * parseFloat(getComputedStyle(icon).fontSize)) shown.push(text);
    }
    return shown;
  });

/**
 * Saves the entry, and waits until the CMS has written it: it writes a file under a temporary name and renames it,
 * then closes the form.
 */
export async function save(page: Page) {
  await page.getByRole("button", { name: t("save"), exact: true }).click();
  // A photo is shrunk and written first: on a busy machine that takes seconds.
  await expect(page.getByRole("group", { name: t("content_editor") })).toBeHidden({ timeout: 30_000 });
}

/**
 * Adds an item to the list field `list`, labelled `label`. A tap on its "add" button is now and then lost when the
 * form has just opened (the button takes the focus, the list keeps its items however far it is scrolled), so the
 * button is tapped again until the list counts one item more.
 */
export async function addListItem(list: Locator, label: string) {
  /** The list's count of its items ("3 Feriados e fechamentos"), `number` being a pattern. */
  const count = (number: string) => list.getByText(new RegExp(`^${number}\\s+\u2068?${label}\u2069?$`)).first();
  const before = Number(/\d+/.exec((await count("\\d+").textContent()) ?? "")?.[0]);
  expect(before).toBeGreaterThanOrEqual(0);
  await tapUntilShown(list.getByRole("button", { name: t("add_x", { name: label }) }), count(String(before + 1)));
}

/**
 * Taps `target` until `shown` is visible. On a phone's screen, a tap is now and then lost while the CMS settles
 * (once, a tap on a collection left the list of collections showing, and the next step waited out its 30 s), so it
 * is tapped again, but never once `shown` is there.
 */
export async function tapUntilShown(target: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await target.click({ timeout: 5_000 });
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Scrolls the form until `target` is drawn: the CMS draws a field only once it comes into view. */
export async function scrollTo(page: Page, target: Locator) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  await expect(async () => {
    if (!(await target.count())) await page.mouse.wheel(0, height);
    await expect(target.first()).toBeAttached({ timeout: 200 });
  }).toPass({ intervals: [50], timeout: 30_000 });
  await target.first().scrollIntoViewIfNeeded();
}

/** Scrolls the form down, a screen at a time, until `check` passes: what it waits for is drawn further down. */
export async function scrollUntil(page: Page, check: () => Promise<void>) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  await expect(async () => {
    try {
      await check();
    } catch (error) {
      await page.mouse.wheel(0, height / 2);
      throw error;
    }
  }).toPass({ intervals: [50], timeout: 30_000 });
}

/** The files the forms' configuration names (the facts files, the families, the jobs' folder), as in this checkout. */
export async function checkoutFiles(page: Page): Promise<{ files: Record<string, string>; config: FormsConfig }> {
  const config = parse(await (await page.request.get("/admin/config.yml")).text()) as FormsConfig;
  const [facts, machines, works] = config.collections;
  const files: Record<string, string> = {};
  for (const { file } of facts!.files!) files[file] = readFileSync(path.join(root, file), "utf8");
  for (const file of readdirSync(path.join(root, machines!.folder!)).filter((name) => name.endsWith(".yaml")))
    files[`${machines!.folder}/${file}`] = readFileSync(path.join(root, machines!.folder!, file), "utf8");
  files[`${works!.folder}/README.md`] = readFileSync(path.join(root, works!.folder!, "README.md"), "utf8");
  return { files, config };
}

/** The part of /admin/config.yml the tests read. */
export interface FormsConfig {
  backend: { repo: string };
  collections: Array<{ folder?: string; files?: Array<{ name: string; label: string; file: string }> }>;
}

/**
 * Readies the page for the forms' local-repository mode: GitHub's status page (which the CMS asks for) answered
 * "all well", the folder picker (a window of the system, which no test can click) answered with the test's folder.
 * Returns the requests that leave the machine, as they come.
 */
export async function answerOutside(page: Page): Promise<string[]> {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!/^(http:\/\/127\.0\.0\.1:|blob:|data:)/.test(request.url())) outside.push(request.url());
  });
  await page.route(GITHUB_STATUS, (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  );
  await page.addInitScript((folder) => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
    });
  }, REPOSITORY);
  return outside;
}

/** Opens the forms on a repository holding `files`. Returns the requests that left the machine. */
export async function openLocalRepository(page: Page, files: Record<string, string>): Promise<string[]> {
  const outside = await answerOutside(page);
  await page.goto("/admin");
  const local = page.getByRole("button", { name: t("work_with_local_repo") });
  // The CMS first loads its configuration: seconds on a busy machine.
  await expect(local).toBeVisible({ timeout: 20_000 });
  await writeRepository(page, files);
  await local.click();
  return outside;
}

/** Opens the form of one facts file from the list of them (the forms' first screen) or the list of collections. */
export const openFactsForm = (page: Page, part: FactsPart) =>
  openEntry(page, adminCollections.facts.label, factsForms[part].label);

/** Opens an entry's form (its row named `entry`) from its collection's list or the list of collections. */
export const openEntry = (page: Page, collectionLabel: string, entry: string) =>
  openForm(page, collectionLabel, page.getByRole("row", { name: entry }));

/** Opens a new entry's form ("Criar nova entrada") from its collection's list or the list of collections. */
export const openNewEntry = (page: Page, collectionLabel: string) =>
  openForm(page, collectionLabel, page.getByRole("button", { name: t("create_new_entry") }));

/** Taps `opener` (a row, or the create button) in the collection's list until the form it opens shows. */
async function openForm(page: Page, collectionLabel: string, opener: Locator): Promise<Locator> {
  const collection = page.getByRole("treeitem", { name: collectionLabel });
  const form = page.getByRole("group", { name: t("content_editor") });
  // On a phone's screen, coming back from a form, the list once slid on to the collections while its row was
  // being tapped, and under a full suite's load it went back to them after a collection had opened: either way
  // what was tapped left the page for good and the tap waited out its 30 s. So each try starts from whatever
  // shows: the collection tapped if its list is not there, then the opener, until the form is open.
  await expect(opener.or(collection).first()).toBeVisible();
  await expect(async () => {
    if (await form.isVisible()) return;
    if (!(await opener.isVisible())) await collection.click({ timeout: 5_000 });
    await opener.click({ timeout: 5_000 });
    await expect(form).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return form;
}
