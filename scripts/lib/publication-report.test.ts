import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REFUSAL_COMMENT_MARKER, STATUS_DESCRIPTION_MAX } from "../../src/lib/publication.ts";
import {
  clip,
  ERRORS,
  findRefusal,
  finalReport,
  ownerMessage,
  parseRefusal,
  publishedAt,
  refusalComment,
  refusalDescription,
  RUN_ENV,
  runFromEnv,
  type Refusal,
  type Run,
} from "./publication-report.ts";

// Real outputs, trimmed: the facts file with a wrong CNPJ (and CEP) given to the build through SITE_FACTS, a
// job photo and a machine family with wrong fields, a job photo naming a missing image, and a failure that is
// not in the owner's files (a developer's unformatted file).
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}.txt`, import.meta.url), "utf8");

const CNPJ = "informe o CNPJ no formato 00.000.000/0000-00, com os dígitos verificadores certos";
const RUN_URL = "https://github.com/dono/site/actions/runs/42";

describe("findRefusal", () => {
  it("reads the facts' problems from a failed build", () => {
    expect(findRefusal(fixture("build-facts"))).toEqual({
      form: "Técnico e empresa",
      entry: "/tmp/pubrep/empresa/empresa.yaml",
      problems: [{ field: "cnpj", message: CNPJ }],
    });
  });

  it("reads every problem of the facts file from npm run check:quick, which stops at astro check", () => {
    expect(findRefusal(fixture("check-quick-facts"))).toEqual({
      form: "Contatos e endereço",
      entry: "/tmp/pubrep/empresa/contatos.yaml",
      problems: [
        { field: "address.postalCode", message: "informe o CEP no formato 00000-000" },
        { field: "email", message: "informe um e-mail, como contato@empresa.com.br" },
      ],
    });
  });

  it("reads a job photo's problems, in the schema's Portuguese", () => {
    expect(findRefusal(fixture("build-works"))).toEqual({
      form: "Trabalhos realizados",
      entry: "reta",
      problems: [
        {
          field: "town",
          message:
            "escolha uma das cidades atendidas (Americana, Santa Bárbara d'Oeste, Nova Odessa, Sumaré, Hortolândia, Limeira, Campinas)",
        },
        { field: "date", message: "a data do trabalho não pode ser depois de hoje" },
      ],
    });
  });

  it("reads a machine family's problems, zod's English defaults said in Portuguese, through terminal colours", () => {
    expect(findRefusal(fixture("check-machines"))).toEqual({
      form: "Tipos de máquina",
      entry: "bordadeiras",
      problems: [
        { field: "order", message: "informe um número maior que 0" },
        { field: "description", message: "escreva pelo menos 110 caracteres" },
      ],
    });
    expect(findRefusal(`\u001b[31m${fixture("check-machines")}\u001b[0m`)?.entry).toBe("bordadeiras");
  });

  it("names a missing photo", () => {
    expect(findRefusal(fixture("build-photo"))?.problems).toEqual([
      { field: "photo", message: "a foto ./sumiu.jpg não foi encontrada; envie a foto de novo no formulário" },
    ]);
  });

  it("finds nothing where the failure is not in the owner's files", () => {
    expect(fixture("check-format")).toContain("Code style issues found");
    expect(findRefusal(fixture("check-format"))).toBeNull();
    expect(findRefusal("")).toBeNull();
    // A heading with no field under it is not a refusal.
    expect(findRefusal("Os dados da empresa em a.yaml têm problemas:\n\nError: something else")).toBeNull();
  });
});

describe("ownerMessage", () => {
  it("says zod's defaults in Portuguese and leaves the schema's own messages alone", () => {
    expect(ownerMessage("Too small: expected string to have >=1 characters")).toBe("preencha este campo");
    expect(ownerMessage("Too big: expected string to have <=160 characters")).toBe("escreva no máximo 160 caracteres");
    expect(ownerMessage("Too small: expected array to have >=3 items")).toBe("informe pelo menos 3 itens");
    expect(ownerMessage("Too big: expected array to have <=4 items")).toBe("informe no máximo 4 itens");
    expect(ownerMessage("Invalid input: expected string, received undefined")).toBe("preencha este campo");
    expect(ownerMessage(CNPJ)).toBe(CNPJ);
  });
});

const facts = (...problems: Refusal["problems"]): Refusal => ({
  form: "Técnico e empresa",
  entry: "src/data/empresa/empresa.yaml",
  problems,
});

describe("the status's description", () => {
  it("is the field and what to write there", () => {
    expect(refusalDescription(facts({ field: "cnpj", message: CNPJ }))).toBe(`cnpj: ${CNPJ}`);
    expect(refusalDescription(findRefusal(fixture("build-works")))).toMatch(/^reta, town: escolha uma das/);
  });

  it(`is cut at ${STATUS_DESCRIPTION_MAX} characters, accents counted once`, () => {
    const two = refusalDescription(
      facts(
        { field: "cnpj", message: CNPJ },
        { field: "address.postalCode", message: "informe o CEP no formato 00000-000" },
      ),
    );
    expect([...two]).toHaveLength(STATUS_DESCRIPTION_MAX);
    expect(two).toMatch(/^cnpj: informe o CNPJ .*; address\.po.*…$/);
    expect(clip("ã".repeat(STATUS_DESCRIPTION_MAX))).toBe("ã".repeat(STATUS_DESCRIPTION_MAX));
    expect(clip("ã".repeat(STATUS_DESCRIPTION_MAX + 1))).toBe(`${"ã".repeat(STATUS_DESCRIPTION_MAX - 1)}…`);
  });

  it("says the checks failed where the output names no field", () => {
    expect(refusalDescription(null)).toBe(
      "Não publicado: as verificações automáticas do site falharam. O site no ar continua como estava.",
    );
  });

  it("fits the limit in every fixed wording", () => {
    for (const description of [...Object.values(ERRORS), refusalDescription(null), publishedAt(new Date())])
      expect([...description].length).toBeLessThanOrEqual(STATUS_DESCRIPTION_MAX);
  });
});

describe("the refusal comment", () => {
  it("starts with the marker and says what was refused, where, what to write, and that the site stays", () => {
    const comment = refusalComment(facts({ field: "cnpj", message: CNPJ }), RUN_URL);
    expect(comment.split("\n")[0]).toBe(REFUSAL_COMMENT_MARKER);
    expect(comment).toBe(
      [
        REFUSAL_COMMENT_MARKER,
        "Esta alteração não foi publicada: a verificação automática encontrou um problema nos dados. " +
          "O site no ar continua como estava.",
        `No formulário "Técnico e empresa":\n- cnpj: ${CNPJ}`,
        "Corrija em /admin e salve de novo: o site é verificado e publicado outra vez, sozinho.",
        `Detalhes técnicos: ${RUN_URL}`,
      ].join("\n\n"),
    );
  });

  it("names the item of a collection's form, and every field, however long", () => {
    const comment = refusalComment(findRefusal(fixture("build-works")), RUN_URL);
    expect(comment).toContain('No formulário "Trabalhos realizados", item "reta":\n- town: escolha uma das cidades');
    expect(comment).toContain("Campinas)\n- date: a data do trabalho não pode ser depois de hoje");
  });

  it("says the failure is technical where no field was named", () => {
    const comment = refusalComment(null, RUN_URL);
    expect(comment.startsWith(`${REFUSAL_COMMENT_MARKER}\n`)).toBe(true);
    expect(comment).toContain("Nenhum campo dos formulários foi apontado como errado");
    expect(comment).toContain("O site no ar continua como estava.");
  });
});

describe("publishedAt", () => {
  it("gives the day and time in São Paulo", () => {
    expect(publishedAt(new Date("2026-11-26T13:21:00Z"))).toBe("Publicado em 26/11/2026 às 10h21");
    expect(publishedAt(new Date("2026-01-05T12:00:00Z"))).toBe("Publicado em 05/01/2026 às 9h");
  });
});

describe("finalReport", () => {
  const now = new Date("2026-11-26T13:21:00Z");
  const passed: Run = {
    check: "success",
    checks: "success",
    checkRefusal: null,
    publish: "success",
    method: "success",
    build: "success",
    buildRefusal: null,
  };
  const report = (run: Partial<Run>) => finalReport({ ...passed, ...run }, RUN_URL, now);
  const cnpj = facts({ field: "cnpj", message: CNPJ });

  it("success: checked, built and published", () => {
    expect(report({})).toEqual({ state: "success", description: "Publicado em 26/11/2026 às 10h21" });
  });

  it("failure, with the comment: the checks refused (publish never ran)", () => {
    const refused = report({ check: "failure", checks: "failure", checkRefusal: cnpj, publish: "skipped" });
    expect(refused.state).toBe("failure");
    expect(refused.description).toBe(`cnpj: ${CNPJ}`);
    expect(refused.comment).toContain(CNPJ);
    expect(report({ check: "failure", checks: "failure", publish: "skipped" })).toMatchObject({
      state: "failure",
      description: refusalDescription(null),
    });
  });

  it("failure, with the comment: the publish job's build refused (built for today, not the tests' day)", () => {
    const refused = report({ publish: "failure", build: "failure", buildRefusal: cnpj });
    expect(refused).toMatchObject({ state: "failure", description: `cnpj: ${CNPJ}` });
    expect(refused.comment?.startsWith(REFUSAL_COMMENT_MARKER)).toBe(true);
  });

  it("error, no comment: the upload failed after a good build", () => {
    expect(report({ publish: "failure" })).toEqual({ state: "error", description: ERRORS.upload });
    expect(ERRORS.upload).toMatch(/^Não publicado: o envio ao servidor falhou/);
  });

  it("error: no method set, a run cancelled, the check unable to run", () => {
    expect(report({ publish: "failure", method: "failure", build: "" }).description).toBe(ERRORS.method);
    expect(report({ publish: "cancelled", build: "" }).description).toBe(ERRORS.cancelled);
    expect(report({ check: "cancelled", publish: "skipped" }).description).toBe(ERRORS.cancelled);
    // npm install failed: the checks never ran, nothing was refused.
    expect(report({ check: "failure", checks: "skipped", publish: "skipped" })).toEqual({
      state: "error",
      description: ERRORS.technical,
    });
    expect(report({ publish: "failure", build: "skipped" }).state).toBe("error");
  });
});

describe("runFromEnv", () => {
  it("reads the jobs' results and refusals the report job passes", () => {
    const env = {
      [RUN_ENV.check]: "success",
      [RUN_ENV.checks]: "success",
      [RUN_ENV.checkRefusal]: "",
      [RUN_ENV.publish]: "failure",
      [RUN_ENV.method]: "success",
      [RUN_ENV.build]: "failure",
      [RUN_ENV.buildRefusal]: JSON.stringify(findRefusal(fixture("build-facts"))),
    };
    expect(runFromEnv(env)).toEqual({
      check: "success",
      checks: "success",
      checkRefusal: null,
      publish: "failure",
      method: "success",
      build: "failure",
      buildRefusal: findRefusal(fixture("build-facts")),
    });
    expect(runFromEnv({})).toMatchObject({ check: "", publish: "", checkRefusal: null });
    expect(parseRefusal("null")).toBeNull();
  });
});
