export interface LegalSection {
  /** Anchor id, lowercase ASCII slug, unique in the document, e.g. "cancelamento". */
  id: string;
  /** Heading text WITHOUT the number (the page adds "1.", "2.", ...). */
  title: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
  /** Optional paragraphs shown after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string; // page h1, e.g. "Termos de Uso"
  description: string; // meta description, 120–160 characters, Portuguese
  updated: string; // the day its words last changed, as the page prints it (revisions.ts)
  intro: string[]; // 1–2 opening paragraphs
  sections: LegalSection[]; // exactly 10
  /** Unnumbered parts after the ten clauses, each named "Anexo" (the plan's terms, where there is a plan). */
  annexes?: LegalSection[];
}
