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
const problems = (input: unknown) => {
  try {
    parseBusiness(input);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
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

  it("need labour by the hour or by machine, each range lowest first", () => {
    expect(problems(facts((copy) => (copy["prices"].labour = {})))).toContain(
      "prices.labour: informe o valor da hora ou a faixa",
    );
    expect(
      problems(facts((copy) => (copy["prices"].labour = { byMachine: [{ machine: "Reta", from: 200, through: 90 }] }))),
    ).toContain("prices.labour.byMachine.0: o menor valor deve vir antes do maior");
  });

  it("rank each kind of call once, and the plan's kinds only with a plan", () => {
    expect(problems(facts((copy) => (copy["priorityOrder"] = ["parada", "parada"])))).toContain(
      "priorityOrder: cada tipo de chamado aparece uma vez só",
    );
    expect(problems(facts((copy) => (copy["priorityOrder"] = ["urgente", "demais"])))).toContain("priorityOrder.0");
    expect(
      problems(
        facts((copy) => {
          delete copy["preventivePlan"];
        }),
      ),
    ).toContain("priorityOrder: parada-plano e visita-plano precisam do plano de manutenção preventiva");
  });
});
