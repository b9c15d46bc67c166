import { describe, expect, it } from "vitest";
import {
  formatWhen,
  PUBLICATION_CONTEXT,
  publicationOf,
  publicationStatus,
  REFUSAL_COMMENT_MARKER,
  refusalOf,
  withLaterSaves,
  type CommitStatus,
  type Publication,
} from "./publication";

const status = (state: CommitStatus["state"], updated_at: string, extra: Partial<CommitStatus> = {}): CommitStatus => ({
  context: PUBLICATION_CONTEXT,
  state,
  description: null,
  created_at: updated_at,
  updated_at,
  ...extra,
});
const saved = "2026-11-26T14:00:00Z";
const at = (iso: string) => new Date(iso);

describe("a save's publication from its commit's statuses", () => {
  it("reads each state of the workflow's status", () => {
    const now = at("2026-11-26T14:05:00Z");
    expect(publicationOf([status("success", "2026-11-26T14:04:10Z")], saved, now)).toEqual({
      state: "published",
      at: "2026-11-26T14:04:10Z",
    });
    expect(publicationOf([status("pending", "2026-11-26T14:01:00Z")], saved, now)).toEqual({
      state: "publishing",
      waiting: false,
    });
    expect(
      publicationOf([status("failure", "2026-11-26T14:02:00Z", { description: "cnpj: informe o CNPJ" })], saved, now),
    ).toEqual({ state: "refused", message: "cnpj: informe o CNPJ" });
    expect(
      publicationOf([status("error", "2026-11-26T14:03:00Z", { description: "O envio falhou" })], saved, now),
    ).toEqual({ state: "error", message: "O envio falhou" });
  });

  it("without a status: waiting for 30 minutes, then never checked", () => {
    expect(publicationOf([], saved, at("2026-11-26T14:29:59Z"))).toEqual({ state: "publishing", waiting: true });
    expect(publicationOf([], saved, at("2026-11-26T14:30:00Z"))).toEqual({ state: "unchecked" });
  });

  it("reads only the publication's context, its newest status", () => {
    const other = status("failure", "2026-11-26T14:09:00Z", { context: "ci/tests" });
    const statuses = [status("pending", "2026-11-26T14:01:00Z"), other, status("success", "2026-11-26T14:06:00Z")];
    expect(publicationStatus(statuses)?.state).toBe("success");
    expect(publicationOf([other], saved, at("2026-11-26T15:00:00Z"))).toEqual({ state: "unchecked" });
  });
});

describe("the saves together", () => {
  const save = (sha: string, publication: Publication) => ({ sha, publication });
  it("a save older than a published one is on the site with it; a refused one stays refused, fixed", () => {
    const saves = [
      save("e", { state: "publishing", waiting: false }),
      save("d", { state: "published", at: "2026-11-26T14:30:00Z" }),
      save("c", { state: "publishing", waiting: false }),
      save("b", { state: "refused", message: "cnpj: x" }),
      save("a", { state: "error", message: "" }),
    ];
    expect(withLaterSaves(saves).map((s) => s.publication)).toEqual([
      { state: "publishing", waiting: false },
      { state: "published", at: "2026-11-26T14:30:00Z" },
      { state: "published", at: "2026-11-26T14:30:00Z", with: "d" },
      { state: "refused", message: "cnpj: x", fixedBy: "d" },
      { state: "published", at: "2026-11-26T14:30:00Z", with: "d" },
    ]);
  });

  it("takes the nearest newer publication", () => {
    const saves = [
      save("c", { state: "published", at: "2026-11-26T15:00:00Z" }),
      save("b", { state: "published", at: "2026-11-26T14:00:00Z" }),
      save("a", { state: "unchecked" }),
    ];
    expect(withLaterSaves(saves)[2]!.publication).toEqual({
      state: "published",
      at: "2026-11-26T14:00:00Z",
      with: "b",
    });
  });

  it("leaves the saves alone with nothing newer published", () => {
    const saves = [save("b", { state: "refused", message: "x" }), save("a", { state: "unchecked" })];
    expect(withLaterSaves(saves)).toEqual(saves);
  });
});

describe("a refusal", () => {
  // As scripts/lib/publication-report.ts writes them (refusalComment, refusalDescription).
  const details = "Detalhes técnicos: https://github.com/dono/site/actions/runs/19123456";
  const comment = (...paragraphs: string[]) => ({
    body: [REFUSAL_COMMENT_MARKER, ...paragraphs, details].join("\n\n"),
  });
  const intro =
    "Esta alteração não foi publicada: a verificação automática encontrou um problema nos dados. O site no ar continua como estava.";
  const facts = comment(
    intro,
    'No formulário "Dados da empresa":\n- cnpj: informe o CNPJ\n- closures.0: um feriado fecha no máximo 6 dias seguidos (limite do Google); para mais, marque "Fechamento longo"',
    "Corrija em /admin e salve de novo: o site é verificado e publicado outra vez, sozinho.",
  );

  it("is read from the workflow's comment: the form, each field and what to write", () => {
    expect(refusalOf("cnpj: informe o CNPJ; closures.0: um feriado…", [{ body: "Bom trabalho" }, facts])).toEqual({
      form: "Dados da empresa",
      problems: [
        { path: "cnpj", message: "Informe o CNPJ" },
        {
          path: "closures.0",
          message:
            'Um feriado fecha no máximo 6 dias seguidos (limite do Google); para mais, marque "Fechamento longo"',
        },
      ],
    });
    const work = comment(
      intro,
      'No formulário "Trabalhos realizados", item "troca.yaml":\r\n- town: use uma cidade atendida',
    );
    expect(refusalOf("", [work])).toEqual({
      form: "Trabalhos realizados",
      entry: "troca.yaml",
      problems: [{ path: "town", message: "Use uma cidade atendida" }],
    });
  });

  it("without a field, is the workflow's words, without the run's address", () => {
    const technical = comment(
      "Esta alteração não foi publicada: as verificações automáticas do site falharam. O site no ar continua como estava.",
      "Nenhum campo dos formulários foi apontado como errado: a falha é técnica. Avise quem cuida do site.",
    );
    const refusal = refusalOf("Não publicado: as verificações automáticas do site falharam.", [technical]);
    expect(refusal.problems).toEqual([]);
    expect(refusal.text).toContain("a falha é técnica");
    expect(refusal.text).not.toContain("Detalhes técnicos");
  });

  it("without the comment, is read from the status's description", () => {
    expect(refusalOf("cnpj: informe o CNPJ; closures.0: um feriado fecha (limite); para mais, marque", [])).toEqual({
      problems: [
        { path: "cnpj", message: "Informe o CNPJ" },
        { path: "closures.0", message: "Um feriado fecha (limite); para mais, marque" },
      ],
    });
    expect(refusalOf("troca.yaml, town: use uma cidade atendida", [{ body: "Outro comentário" }])).toEqual({
      entry: "troca.yaml",
      problems: [{ path: "town", message: "Use uma cidade atendida" }],
    });
    const other = "Não publicado: as verificações automáticas do site falharam. O site no ar continua como estava.";
    expect(refusalOf(other, [])).toEqual({ problems: [], text: other });
  });
});

describe("when, in São Paulo", () => {
  const now = at("2026-11-26T17:00:00Z"); // 14h in São Paulo
  it("says today, yesterday or the day", () => {
    expect(formatWhen("2026-11-26T16:05:00Z", now)).toBe("hoje às 13h05");
    expect(formatWhen("2026-11-26T02:30:00Z", now)).toBe("ontem às 23h30");
    expect(formatWhen("2026-11-24T12:00:00Z", now)).toBe("24 de novembro às 9h");
    expect(formatWhen("2025-12-24T12:00:00Z", now)).toBe("24 de dezembro de 2025 às 9h");
  });
});
