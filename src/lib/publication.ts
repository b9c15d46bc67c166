// How a save's publication is reported on its commit, shared by the workflow that reports it
// (.github/workflows/deploy.yml) and the forms' page that reads it ("Está no ar?" in /admin).

/** The commit status the workflow sets on every pushed commit: pending while checking and publishing. */
export const PUBLICATION_CONTEXT = "site/publicacao";

/** GitHub cuts a status's description at this many characters: the full message goes in a commit comment. */
export const STATUS_DESCRIPTION_MAX = 140;

/** The first line of the workflow's commit comment that carries the full Portuguese message of a refusal. */
export const REFUSAL_COMMENT_MARKER = "<!-- site/publicacao -->";
