// When each legal text's words last changed, and a fingerprint of those words (of the source files that write
// them). revisions.test.ts fails when a text's words change and its date does not: then set `updated` to the
// day of the change and `wording` to the fingerprint the test prints. A change of facts (a phone number, a
// price) changes no fingerprint.
export const revisions = {
  terms: {
    // conditions.ts: the terms quote its prices and conditions word for word.
    files: ["terms.ts", "loyalty-rules.ts", "plan-terms.ts", "../priority.ts", "../conditions.ts"],
    updated: "2026-11-28",
    wording: "409197401dfba5c5",
  },
  privacy: { files: ["privacy.ts"], updated: "2026-11-28", wording: "344ac7e373d0186a" },
  accessibility: {
    files: ["accessibility.ts", "../../lib/test-coverage.ts"],
    updated: "2026-11-29",
    wording: "671bc87f2d9dae4e",
  },
  loyaltyRules: { files: ["loyalty-rules.ts", "../priority.ts"], updated: "2026-11-28", wording: "ea87cfb6e5797506" },
} as const;
