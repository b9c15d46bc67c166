import { describe, expect, it } from "vitest";
import { bestOf, gateVerdict, MAX_RUNS, type Scores } from "./lighthouse-gate";

const clean: Scores = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
const noisy: Scores = { ...clean, performance: 87 };
const slow: Scores = { ...clean, performance: 62 };

describe("the Lighthouse gate", () => {
  it("passes a page whose every score reaches the gate", () => {
    expect(gateVerdict([clean])).toEqual({ verdict: "pass", shortfalls: [] });
  });

  it("measures again a page that falls short, and passes it when a later run is clean (noise)", () => {
    expect(gateVerdict([noisy])).toEqual({ verdict: "retry", shortfalls: ["performance 87 < 95"] });
    expect(gateVerdict([noisy, clean]).verdict).toBe("pass");
  });

  it(`fails a page that falls short on all ${MAX_RUNS} runs, saying by how much (its best run)`, () => {
    const allButOne = Array<Scores>(MAX_RUNS - 1).fill(slow);
    expect(gateVerdict(allButOne)).toMatchObject({ verdict: "retry" });
    expect(gateVerdict([noisy, ...allButOne])).toEqual({ verdict: "fail", shortfalls: ["performance 87 < 95"] });
    expect(gateVerdict([slow, slow], 2).verdict).toBe("fail");
  });

  it("fails an accessibility or SEO problem that every run finds, whatever the speed", () => {
    const inaccessible = { ...clean, accessibility: 92 };
    expect(gateVerdict(Array<Scores>(MAX_RUNS).fill(inaccessible))).toEqual({
      verdict: "fail",
      shortfalls: ["accessibility 92 < 100"],
    });
  });

  it("judges each category by its best run", () => {
    expect(bestOf([noisy, { ...clean, seo: 91 }])).toEqual(clean);
  });
});
