// When each legal text's words last changed, and a fingerprint of those words (of the source files that write
// them). revisions.test.ts fails when a text's words change and its date does not: then set `updated` to the
// day of the change and `wording` to the fingerprint the test prints. A change of facts (a phone number, a
// price) changes no fingerprint.
export const revisions = {
  terms: { files: ["terms.ts", "loyalty-rules.ts"], updated: "2026-11-24", wording: "e2444d2b498a4b9b" },
  privacy: { files: ["privacy.ts"], updated: "2026-11-24", wording: "086d7fd5dd615b5f" },
  accessibility: { files: ["accessibility.ts"], updated: "2026-11-24", wording: "647eb52215152f66" },
  loyaltyRules: { files: ["loyalty-rules.ts"], updated: "2026-11-24", wording: "cbacc1ea591223de" },
} as const;
