// When each legal text's words last changed, and a fingerprint of those words (of the source files that write
// them). revisions.test.ts fails when a text's words change and its date does not: then set `updated` to the
// day of the change and `wording` to the fingerprint the test prints. A change of facts (a phone number, a
// price) changes no fingerprint.
export const revisions = {
  terms: {
    // conditions.ts: the terms quote its prices and conditions word for word.
    files: ["terms.ts", "loyalty-rules.ts", "plan-terms.ts", "../priority.ts", "../conditions.ts"],
    updated: "2026-11-27",
    wording: "0a57d4de0b9c9be7",
  },
  privacy: { files: ["privacy.ts"], updated: "2026-11-24", wording: "086d7fd5dd615b5f" },
  accessibility: {
    files: ["accessibility.ts", "../../lib/test-coverage.ts"],
    updated: "2026-11-28",
    wording: "19f230644a71d245",
  },
  loyaltyRules: { files: ["loyalty-rules.ts", "../priority.ts"], updated: "2026-11-26", wording: "d39f5972728f9b08" },
} as const;
