import { readdirSync, readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { jsonSchemaOf } from "../../src/lib/schema-form";
import { businessSchema } from "../../src/lib/business-schema";
import { fieldLabel, fieldTitles } from "../../src/lib/publication-fields";
import { factsForms } from "../../src/content/admin";
import { publicationProblems, publicationStates, publicationUndo } from "../../src/content/publication";
import { expect, test } from "./fixtures";

// The page of the owner's saves, "Está no ar?" (/admin/publicacao), on his phone: GitHub answers from recorded
// shapes of its REST API (tests/fixtures/github/), as it answers a fine-grained token: the branch's latest
// commits, each commit's combined status (the deploy workflow's "site/publicacao"), the comment with a refusal's
// full message, the refused commit's files and the facts file before it, and the write that undoes it.

const PAGE = "/admin/publicacao";
const fixtures = new URL("../fixtures/github/", import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, fixtures), "utf8"));
const fixtureNames = readdirSync(fixtures);

/** The saves, newest first: being published, refused, published, published the day before. */
const [, refused, published] = (fixture("commits.json") as Array<{ sha: string }>).map((commit) => commit.sha);
/** The refused save's message, in full in the workflow's comment. */
const CNPJ_MESSAGE = "Informe o CNPJ no formato 00.000.000/0000-00, com os dígitos verificadores certos";
/** 14h10 in São Paulo, five minutes after the newest save. */
const NOW = new Date("2026-11-26T17:10:00Z");

/** The forms' session as Sveltia CMS keeps it (src/lib/publication-session.ts). */
const GITHUB_USER = {
  backendName: "github",
  id: 187654321,
  name: "Dono da Oficina",
  login: "dono-oficina",
  email: null,
  avatarURL: "https://avatars.githubusercontent.com/u/187654321?v=4",
  profileURL: "https://github.com/dono-oficina",
  bot: false,
  token: "github_pat_11BDFQZ3A0exemploDeTokenDoTeste",
};

async function signIn(page: Page, user: object | null) {
  await page.addInitScript(
    (stored) => {
      if (stored) localStorage.setItem("sveltia-cms.user", stored);
    },
    user && JSON.stringify(user),
  );
}

/**
 * GitHub's API from the fixtures (any repository: the build names its own). `forbidStatuses`: the statuses
 * answer 403, as to a fine-grained token without "Commit statuses". Returns the requests GitHub got.
 */
async function routeGitHub(page: Page, { forbidStatuses = false } = {}): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route("https://api.github.com/**", async (route) => {
    const request = route.request();
    requests.push(request);
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/repos\/[^/]+\/[^/]+/, "");
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: "application/json; charset=utf-8", body: JSON.stringify(body) });
    expect(request.headers()["authorization"]).toBe(`Bearer ${GITHUB_USER.token}`);
    if (request.method() === "GET" && path === "/commits") return json(fixture("commits.json"));
    const status = /^\/commits\/(\w+)\/status$/.exec(path);
    if (status) {
      if (forbidStatuses) return json(fixture("statuses-forbidden.json"), 403);
      return json(fixture(`status-${status[1]}.json`));
    }
    const comments = /^\/commits\/(\w+)\/comments$/.exec(path);
    if (comments)
      return json(fixtureNames.includes(`comments-${comments[1]}.json`) ? fixture(`comments-${comments[1]}.json`) : []);
    if (path === `/commits/${refused}`) return json(fixture(`commit-${refused}.json`));
    if (path === "/contents/src/data/empresa/empresa.yaml") {
      if (request.method() === "PUT") return json(fixture("put-contents.json"));
      const ref = url.searchParams.get("ref");
      if (ref === "main") return json(fixture("contents-now.json"));
      if (ref === published) return json(fixture("contents-before.json"));
    }
    return json({ message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" }, 404);
  });
  return requests;
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test("says which saves are on the site, which is on its way, and why one was refused", async ({ page }) => {
  await signIn(page, GITHUB_USER);
  await routeGitHub(page);
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Está no ar?" })).toBeVisible();
  const saves = page.getByRole("listitem").filter({ has: page.getByRole("article") });
  await expect(saves).toHaveCount(4);

  const [first, second, third, fourth] = [0, 1, 2, 3].map((index) => saves.nth(index));
  await expect(first!.getByRole("heading")).toHaveText("Novo Trabalho realizado: troca-do-looper-e-ajuste-da-tensao");
  await expect(first!).toContainText("Salva hoje às 14h05");
  await expect(first!).toContainText("Publicando");
  await expect(first!).not.toContainText("Não publicado");

  await expect(second!.getByRole("heading")).toHaveText("Atualiza Dados da empresa: empresa");
  await expect(second!).toContainText("Não publicado");
  await expect(second!).toContainText(`${publicationStates.inForm} ${factsForms.empresa.label}`);
  // The field in the form's words, and the build's message in full (from the workflow's comment).
  const titles = fieldTitles(jsonSchemaOf(businessSchema));
  await expect(second!).toContainText(`Campo para corrigir: ${fieldLabel("cnpj", titles)}`);
  await expect(second!).toContainText(CNPJ_MESSAGE);
  await expect(second!).toContainText(`Campo para corrigir: ${fieldLabel("closures.0", titles)}`);
  await expect(second!.getByRole("button", { name: "Desfazer" })).toBeVisible();

  await expect(third!).toContainText("Publicado");
  await expect(third!).toContainText("no ar desde hoje às 11h06");
  await expect(fourth!).toContainText("no ar desde ontem às 10h04");
  for (const save of [first!, third!, fourth!])
    await expect(save.getByRole("button", { name: "Desfazer" })).toHaveCount(0);
});

test("Desfazer asks first, then writes back the facts file as it was before the refused save", async ({ page }) => {
  await signIn(page, GITHUB_USER);
  const requests = await routeGitHub(page);
  await page.goto(PAGE);
  const save = page.getByRole("listitem").filter({ hasText: "Não publicado" });
  await save.getByRole("button", { name: "Desfazer" }).click();

  const confirm = save.getByRole("group", { name: publicationUndo.confirmTitle });
  await expect(confirm).toContainText(publicationUndo.restore(factsForms.empresa.label));
  // Nothing written before he says yes; "Não, manter" leaves everything as it is.
  expect(requests.filter((request) => request.method() !== "GET")).toEqual([]);
  await confirm.getByRole("button", { name: publicationUndo.cancel }).click();
  await expect(confirm).toHaveCount(0);
  await save.getByRole("button", { name: "Desfazer" }).click();
  await save.getByRole("button", { name: publicationUndo.confirm }).click();
  await expect(save.getByRole("status")).toHaveText(publicationUndo.done(1));

  const writes = requests.filter((request) => request.method() !== "GET");
  expect(
    writes.map(
      (request) => `${request.method()} ${new URL(request.url()).pathname.replace(/^\/repos\/[^/]+\/[^/]+/, "")}`,
    ),
  ).toEqual(["PUT /contents/src/data/empresa/empresa.yaml"]);
  const before = fixture("contents-before.json");
  const now = fixture("contents-now.json");
  expect(writes[0]!.postDataJSON()).toEqual({
    message: 'Desfaz "Atualiza Dados da empresa: empresa" (pelo site /admin)',
    content: before.content.replace(/\n/g, ""),
    branch: "main",
    sha: now.sha,
  });
});

test("a token that cannot read the statuses is told what to fix, never 'não publicado'", async ({
  page,
  consoleMessages,
}) => {
  await signIn(page, GITHUB_USER);
  await routeGitHub(page, { forbidStatuses: true });
  await page.goto(PAGE);
  await expect(page.getByText(publicationProblems.permission.text)).toBeVisible();
  await expect(page.getByText("Commit statuses: Read-only", { exact: false })).toBeVisible();
  await expect(page.getByText("Não publicado")).toHaveCount(0);
  // The browser logs each refused request; those, and only those, are this test's.
  const refusals = consoleMessages.filter(
    (message) => message.url.startsWith("https://api.github.com/") && message.text.includes("status of 403"),
  );
  expect(refusals.length).toBeGreaterThan(0);
  consoleMessages.splice(
    0,
    consoleMessages.length,
    ...consoleMessages.filter((message) => !refusals.includes(message)),
  );
});

test("without a GitHub session: a link back to the forms to sign in, or the local mode said", async ({ page }) => {
  await signIn(page, null);
  await page.goto(PAGE);
  await expect(page.getByText(publicationProblems.signedOut.text)).toBeVisible();
  await expect(page.getByRole("link", { name: publicationProblems.signedOut.link })).toHaveAttribute("href", "/admin");

  await signIn(page, { backendName: "local" });
  await page.reload();
  await expect(page.getByText(publicationProblems.local.text)).toBeVisible();
});
