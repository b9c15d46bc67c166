// When each legal text's words last changed, and a fingerprint of those words (of the source files that write
// them). revisions.test.ts fails when a text's words change and its date does not: then set `updated` to the
// day of the change and `wording` to the fingerprint the test prints. A change of facts (a phone number, a
// price) changes no fingerprint.
export const revisions = {
  terms: {
    files: ["terms.ts", "loyalty-rules.ts", "plan-terms.ts", "../priority.ts"],
    updated: "2026-11-26",
    wording: "c35ac4b02405b07e",
  },
  privacy: { files: ["privacy.ts"], updated: "2026-11-24", wording: "086d7fd5dd615b5f" },
  accessibility: { files: ["accessibility.ts"], updated: "2026-11-24", wording: "647eb52215152f66" },
  loyaltyRules: { files: ["loyalty-rules.ts", "../priority.ts"], updated: "2026-11-26", wording: "64a2d11a430cbc3e" },
} as const;
