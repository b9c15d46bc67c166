import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { parse } from "yaml";
import { business, factsInput } from "../../src/config/business";
import { adminCollections, adminEntryCheck, factsForms, workLabels } from "../../src/content/admin";
import { businessSchema } from "../../src/lib/business-schema";
import { formatDayRange } from "../../src/lib/closures";
import { formatList, formatMoney, upperFirst } from "../../src/lib/format";
import { FACTS_PARTS, partFile, type FactsPart } from "../../src/lib/facts-files";
import { digitsOf } from "../../src/lib/links";
import { buildFolder, buildSite } from "../helpers/build-env";
import {
  addListItem,
  checkoutFiles,
  field,
  GITHUB_STATUS,
  iconNamesShownAsText,
  labelOf,
  openEntry,
  openFactsForm,
  openNewEntry,
  openLocalRepository,
  readRepository,
  readRepositoryFile,
  save,
  scrollTo,
  scrollUntil,
  t,
} from "../helpers/cms";
import { families } from "../helpers/families";
import { expect, test } from "./fixtures";

// The owner's session in the forms at /admin (Sveltia CMS), as he has it on his phone: he changes the WhatsApp
// number (a wrong one first), adds a closure, raises the visit fee and a part's price and adds a job photo, each in
// its own form, and tries to drop the job's town from the towns served (refused, naming the photo); then the site is
// built from the very bytes the CMS saved, and the pages show the changes. The CMS works on a folder the test hands
// it: its local-repository mode ("Trabalhar com Repositório Local", offered on 127.0.0.1) asks the browser's folder
// picker for the repository, and the test answers with a folder of Chromium's origin private file system, which it
// fills beforehand and reads back after each save. The configuration and its rules are unit-tested in
// src/lib/admin-config.test.ts.

/** The day the site is built for: the closure and the job's day are chosen within its notice and before it. */
const TODAY = "2026-12-01";
// What the owner types: the number as he dials it, and a fee as Brazilians write money.
const whatsapp = { typed: "19991234567", saved: "(19) 99123-4567", wrong: "1234" };
/** The number in links: Brazil's country code, then the digits he typed. */
const whatsappDigits = `55${digitsOf(whatsapp.typed)}`;
const closure = { reason: "Inventário", from: "2026-12-08", through: "2026-12-08" };
const visit = business.prices!.visit[0]!;
const fee = { typed: "100,00", saved: 100 };
const partPrice = { typed: "1.200,50", saved: 1200.5 };
const family = families.find((candidate) => candidate.id.startsWith("overloques")) ?? families[0]!;
const work = {
  alt: "Overloque de três fios aberta na bancada, com o looper novo à mostra",
  caption: "Troca do looper e ajuste da tensão",
  machine: "Overloque de 3 fios",
  family: family.data.name,
  town: business.areaServed.at(-1)!,
  date: "2026-11-20",
};

/** The lines only `before` has ("-…") and only `after` has ("+…"), by their longest common subsequence. */
function lineDiff(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const diff: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) (i++, j++);
    else if (j === b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) diff.push(`-${a[i++]}`);
    else diff.push(`+${b[j++]}`);
  }
  return diff;
}

/** A built page's document, and its text with spaces (no-break ones too) made single. */
function builtPage(folder: string, file: string) {
  const document = new JSDOM(readFileSync(path.join(folder, "dist", file), "utf8")).window.document;
  return { document, text: words(document.body.textContent ?? "") };
}
const words = (text: string) => text.replace(/\s+/g, " ");
/** An amount as the money field shows it: 80 as "80,00". */
const moneyText = (reais: number) => formatMoney(reais).replace(/^R\$\s/, "");

test.use({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });

test("the owner changes his facts and adds a job photo in the forms, and the site built from the saved files shows them", async ({
  page,
  consoleMessages,
}) => {
  // It builds the site once more.
  test.setTimeout(240_000);

  // The repository: the files the configuration names, as they are in this checkout.
  const { files: repository, config } = await checkoutFiles(page);
  const [factsCollection, machinesCollection, worksCollection] = config.collections;
  const factsFile = (part: FactsPart) => factsCollection!.files!.find((file) => file.name === part)!.file;
  const worksFolder = worksCollection!.folder!;
  const machinesFolder = machinesCollection!.folder!;
  const shipped = (part: FactsPart) => repository[factsFile(part)]!;
  const savedFile = async (part: FactsPart) => (await readRepositoryFile(page, factsFile(part))).toString("utf8");
  const q = (text: string) => JSON.stringify(text);

  // The CMS asks GitHub's status page how GitHub is (no internet here): the test answers "all well". Nothing
  // else leaves the machine: the CMS's code, words and fonts are the site's own files.
  let outside: string[] = [];
  await test.step("he opens the forms on the local repository: the first screen lists the forms of his facts", async () => {
    outside = await openLocalRepository(page, repository);
    // No tap before them: the facts' forms are the first screen.
    for (const { name } of FACTS_PARTS)
      await expect(page.getByRole("row", { name: factsForms[name].label })).toBeVisible();
    expect(await iconNamesShownAsText(page)).toEqual([]);
    // One step back, his three collections.
    await page.getByRole("button", { name: t("back_to_collection_list") }).click();
    for (const collection of Object.values(adminCollections))
      await expect(page.getByRole("treeitem", { name: collection.label })).toBeVisible();
  });

  const form = page.getByRole("group", { name: t("content_editor") });
  await test.step("a wrong WhatsApp number is refused in the form, in Portuguese, and nothing is written", async () => {
    await openFactsForm(page, "contatos");
    const number = field(form, "WhatsApp");
    await number.getByRole("textbox").fill(whatsapp.wrong);
    await page.getByRole("button", { name: t("save"), exact: true }).click();
    // The schema's own message for that number, as the build would give it.
    const refused = businessSchema.safeParse({ ...(factsInput as object), whatsapp: whatsapp.wrong });
    const message = refused.error?.issues.find((issue) => issue.path[0] === "whatsapp")?.message;
    expect(message).toBeTruthy();
    // After the alert's icon, which is hidden from screen readers.
    await expect(number.getByRole("alert")).toContainText(upperFirst(message!));
    await expect(number.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    expect(await iconNamesShownAsText(page)).toEqual([]);
    expect(await savedFile("contatos")).toBe(shipped("contatos"));
  });

  await test.step("he writes the right number and saves: only that line changes", async () => {
    const number = field(form, "WhatsApp");
    // The phone's number pad opens.
    await expect(number.getByRole("textbox")).toHaveAttribute("inputmode", "tel");
    await number.getByRole("textbox").fill(whatsapp.typed);
    await expect(number.getByRole("alert")).toHaveCount(0);
    await save(page);
    const shippedWhatsapp = (factsInput as { whatsapp: string }).whatsapp;
    expect(lineDiff(shipped("contatos"), await savedFile("contatos"))).toEqual([
      `-whatsapp: ${q(shippedWhatsapp)}`,
      `+whatsapp: ${q(whatsapp.saved)}`,
    ]);
  });

  await test.step("he adds a closure in its form and saves: only its lines are added", async () => {
    await page.getByRole("button", { name: t("back_to_collection_list") }).click();
    await openFactsForm(page, "horarios");
    const closures = field(form, "Feriados e fechamentos");
    await addListItem(closures, "Feriados e fechamentos");
    // The new closure is the list's last item, once drawn: the items before it are drawn as they come into
    // view, and until the new one is, the last one drawn is an old closure.
    const reason = closures.getByRole("textbox", { name: "Motivo", exact: true }).last();
    const from = closures.getByRole("textbox", { name: "Fechado a partir de", exact: true }).last();
    const through = closures.getByRole("textbox", { name: "Fechado até (inclusive)", exact: true }).last();
    // The CMS does not always bring the new item into view: the form is scrolled down until it is drawn.
    await scrollUntil(page, () => expect(reason).toHaveValue("", { timeout: 200 }));
    for (const input of [reason, from, through]) await expect(input).toHaveValue("");
    await reason.fill(closure.reason);
    // The days are picked on the phone's calendar.
    await expect(from).toHaveAttribute("type", "date");
    await from.fill(closure.from);
    await through.fill(closure.through);
    await save(page);
    const saved = await savedFile("horarios");
    // Sorted: the new closure's last line matches the one before it as well as its own.
    expect(lineDiff(shipped("horarios"), saved).sort()).toEqual(
      [
        `+  - reason: ${q(closure.reason)}`,
        `+    from: ${q(closure.from)}`,
        `+    through: ${q(closure.through)}`,
      ].sort(),
    );
    expect(saved).not.toMatch(/''|""/);
    expect((parse(saved) as { closures: unknown[] }).closures.at(-1)).toEqual(closure);
  });

  await test.step("he raises the visit fee, typed as Brazilians write money, and saves (a day count with a comma refused)", async () => {
    await page.getByRole("button", { name: t("back_to_collection_list") }).click();
    await openFactsForm(page, "precos");
    const visitFee = field(form, "Visita técnica por grupo de cidades").getByRole("textbox", {
      name: "Valor da visita (R$)",
    });
    await scrollTo(page, visitFee);
    await expect(visitFee.first()).toHaveValue(moneyText(visit.fee));
    // The phone's keypad for decimals.
    await expect(visitFee.first()).toHaveAttribute("inputmode", "decimal");
    await visitFee.first().fill(fee.typed);
    // A whole number with a comma is refused on its field: a number field would have saved 905 days.
    const guarantee = field(form, "Garantia (dias)");
    await scrollTo(page, guarantee.getByRole("textbox"));
    await expect(guarantee.getByRole("textbox")).toHaveAttribute("inputmode", "numeric");
    await guarantee.getByRole("textbox").fill("90,5");
    await page.getByRole("button", { name: t("save"), exact: true }).click();
    await expect(guarantee.getByRole("alert")).toContainText("Digite um número inteiro, sem vírgula nem ponto");
    expect(await savedFile("precos")).toBe(shipped("precos"));
    await guarantee.getByRole("textbox").fill(String(business.guaranteeDays));
    await save(page);
    expect(lineDiff(shipped("precos"), await savedFile("precos"))).toEqual([
      `-      fee: ${visit.fee}`,
      `+      fee: ${fee.saved}`,
    ]);
    // The other files are as shipped.
    for (const { name } of FACTS_PARTS.filter(({ name }) => !["contatos", "horarios", "precos"].includes(name)))
      expect(await savedFile(name), name).toBe(shipped(name));
  });

  await test.step("he raises a part's price on a machine family's page, typed as money too, and saves", async () => {
    await page.getByRole("button", { name: t("back_to_collection_list") }).click();
    await openEntry(page, adminCollections.machines.label, family.data.name);
    const through = field(form, "Peças comuns e seus preços").getByRole("textbox", { name: "Até (R$)" });
    await scrollTo(page, through);
    const part = family.data.parts!.items[0]!;
    await expect(through.first()).toHaveValue(moneyText(part.through));
    await expect(through.first()).toHaveAttribute("inputmode", "decimal");
    await through.first().fill(partPrice.typed);
    await save(page);
    const file = `${machinesFolder}/${family.id}.yaml`;
    const saved = parse((await readRepositoryFile(page, file)).toString("utf8"));
    const expected = parse(repository[file]!);
    expected.parts.items[0].through = partPrice.saved;
    expect(saved).toEqual(expected);
  });

  await test.step("he adds a job photo with its description, machine, family, town and day", async () => {
    await page.getByRole("button", { name: t("back_to_collection_list") }).click();
    await expect(page.getByRole("group", { name: t("content_editor") })).toBeHidden();
    const form = await openNewEntry(page, adminCollections.works.label);

    // A phone's photo: a JPEG made here, 4:3 like a phone's camera.
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 96, g: 112, b: 128 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    await field(form, labelOf(workLabels["photo"]))
      .getByRole("button", { name: t("browse") })
      .click();
    const library = page.getByRole("dialog", { name: t("assets_dialog.title.image") });
    const chooser = page.waitForEvent("filechooser");
    await library.getByRole("button", { name: t("upload"), exact: true }).click();
    await (await chooser).setFiles({ name: "overloque.jpg", mimeType: "image/jpeg", buffer: photo });
    expect(await iconNamesShownAsText(page)).toEqual([]);
    await library.getByRole("button", { name: t("insert"), exact: true }).click();
    await expect(library).toBeHidden();

    await form.getByRole("textbox", { name: labelOf(workLabels["alt"]), exact: true }).fill(work.alt);
    await form.getByRole("textbox", { name: labelOf(workLabels["caption"]), exact: true }).fill(work.caption);
    await form.getByRole("textbox", { name: labelOf(workLabels["machine"]), exact: true }).fill(work.machine);
    await form.getByRole("combobox", { name: labelOf(workLabels["family"]), exact: true }).click();
    await page.getByRole("option", { name: work.family, exact: true }).click();
    await form.getByRole("combobox", { name: labelOf(workLabels["town"]), exact: true }).click();
    await page.getByRole("option", { name: work.town, exact: true }).click();
    const day = form.getByRole("textbox", { name: labelOf(workLabels["date"]), exact: true });
    await expect(day).toHaveAttribute("type", "date");
    await day.fill(work.date);
    expect(await iconNamesShownAsText(page)).toEqual([]);
    await save(page);
  });

  await test.step("dropping the job's town from the towns served is refused, naming the photo and the price", async () => {
    await page.getByRole("button", { name: t("back_to_collection_list") }).click();
    await openFactsForm(page, "cidades");
    // He renames the town: it is no longer served as it was written.
    const boxes = field(form, "Cidades atendidas").getByRole("textbox");
    // Its items are drawn as they come into view.
    await scrollUntil(page, () => expect(boxes.last()).toHaveValue(business.areaServed.at(-1)!, { timeout: 200 }));
    for (const box of await boxes.all())
      if ((await box.inputValue()) === work.town) await box.fill(`${work.town} e região`);
    await page.getByRole("button", { name: t("save"), exact: true }).click();
    const check = field(form, adminEntryCheck.label).getByRole("alert");
    await check.scrollIntoViewIfNeeded();
    await expect(check).toContainText(`${work.town} está na foto de trabalho "${work.caption}" (Trabalhos realizados)`);
    await expect(check).toContainText(`${factsForms.precos.label} › `);
    expect(await savedFile("cidades")).toBe(shipped("cidades"));
  });

  // The folder the site is built from: the saved facts files, and the saved entry beside its photo.
  const folder = buildFolder("admin");
  try {
    await test.step("the saved entry names its photo, saved beside it as WebP", async () => {
      const saved = await readRepository(page, worksFolder);
      const [entryName, entryBytes] = [...saved].find(([name]) => name.endsWith(".yaml"))!;
      const entry = parse(entryBytes.toString("utf8")) as Record<string, string>;
      expect(entry).toEqual({
        photo: expect.stringMatching(/^\.\/[\w-]+\.webp$/),
        alt: work.alt,
        caption: work.caption,
        machine: work.machine,
        family: family.id,
        town: work.town,
        date: work.date,
      });
      const photo = saved.get(entry["photo"]!.slice(2))!;
      expect(await sharp(photo).metadata()).toMatchObject({ format: "webp", width: 1600, height: 1200 });
      mkdirSync(path.join(folder, "works"));
      writeFileSync(path.join(folder, "works", entryName), entryBytes);
      writeFileSync(path.join(folder, "works", entry["photo"]!.slice(2)), photo);
      mkdirSync(path.join(folder, "empresa"));
      for (const { name } of FACTS_PARTS)
        writeFileSync(path.join(folder, "empresa", partFile(name)), await readRepositoryFile(page, factsFile(name)));
    });

    await test.step("no icon showed as a word, and nothing was asked of a CDN", async () => {
      expect(outside.filter((url) => url !== GITHUB_STATUS)).toEqual([]);
      // A request the page's policy refused never leaves, but the browser says so in the console.
      expect(consoleMessages.filter((message) => /unpkg\.com|cdn\.jsdelivr\.net/.test(message.text))).toEqual([]);
    });

    await test.step("the site built from the saved files shows the new number, the closure, the fee and the photo", async () => {
      const { status, output } = await buildSite(path.join(folder, "dist"), {
        SITE_FACTS: path.join(folder, "empresa"),
        SITE_WORKS_DIR: path.join(folder, "works"),
        SITE_TODAY: TODAY,
      });
      expect(status, output).toBe(0);
      const home = builtPage(folder, "index.html");
      const contact = builtPage(folder, "contato.html");
      for (const { document } of [home, contact]) {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]')];
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.href).toMatch(new RegExp(`^https://wa\\.me/${whatsappDigits}(\\?|$)`));
      }
      expect(contact.text).toContain(`em ${formatDayRange(closure.from, closure.through)} (${closure.reason})`);
      const services = builtPage(folder, "servicos.html");
      expect(services.text).toContain(words(`${formatMoney(fee.saved)} em ${formatList(visit.towns)}`));
      expect(services.text).not.toContain(words(`${formatMoney(visit.fee)} em ${formatList(visit.towns)}`));
      for (const { document } of [home, builtPage(folder, "trabalhos.html")]) {
        const figure = [...document.querySelectorAll("figure")].find(
          (candidate) => candidate.querySelector("img")?.getAttribute("alt") === work.alt,
        );
        expect(figure, "the job photo's figure").toBeTruthy();
        expect(words(figure!.textContent ?? "")).toContain(work.caption);
      }
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
