import { describe, expect, it } from "vitest";
import { bestOf, cpuSlowdownFor, gateVerdict, MAX_RUNS, type Scores } from "./lighthouse-gate";

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

describe("the CPU slowdown calibrated to the host", () => {
  it("is Lighthouse's at its calibration's points: a host of about 1,500 gets the preset's 4x", () => {
    expect([150, 800, 1300, 1533, 2000].map(cpuSlowdownFor)).toEqual([1, 2, 3, 4, 6]);
  });

  it("lies on the straight line between two points, and grows with the host's speed", () => {
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5);
    const slowdowns = [300, 650, 900, 1200, 1400, 1700].map(cpuSlowdownFor);
    expect(slowdowns).toEqual(slowdowns.toSorted((a, b) => a - b));
  });

  it("slows a host faster than 1,533 more, up to the calculator's last point (6x at 2,000), and no more", () => {
    expect(cpuSlowdownFor(1533 + 233)).toBeCloseTo(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
    expect(cpuSlowdownFor(3900)).toBe(6);
  });

  it("never speeds a host up: one slower than the phone gets no slowdown", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
  });

  it("refuses what is not an index", () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow("not a benchmark index");
  });
});
