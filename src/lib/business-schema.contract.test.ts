import { describe, expect, it } from "vitest";
import { factsInput } from "../config/business";
import { parseBusiness } from "./business-schema";

// The contract's facts: what a job costs, the plan's terms, the order of priority. Each optional; the rules
// that compare fields stop the build with a Portuguese message naming the field.
const facts = (change: (copy: Record<string, any>) => void) => {
  const copy = structuredClone(factsInput) as Record<string, any>;
  change(copy);
  return copy;
};

describe("the contract's facts", () => {
  it("accept the shipped examples, and a business that states none of them", () => {
    const business = parseBusiness(factsInput);
    expect(business.prices?.labour?.byMachine.length).toBeGreaterThan(0);
    expect(business.preventivePlan?.minimumMonths).toBeGreaterThan(0);
    expect(business.priorityOrder?.length).toBeGreaterThan(1);
    const none = parseBusiness(
      facts((copy) => {
        delete copy["priorityOrder"];
        delete copy["technicianAway"];
        delete copy["prices"].labour;
        delete copy["prices"].emergency;
        delete copy["prices"].visitChargedWhenApproved;
        delete copy["prices"].freePhotoEstimate;
      }),
    );
    expect(none.prices?.labour).toBeUndefined();
    expect(none.priorityOrder).toBeUndefined();
  });

  // The rules comparing them (labour by the hour or by machine, each kind of call once, the plan's kinds only with a
  // plan): the rule table, tests/fixtures/form-rules.ts.
});
