import { describe, expect, it } from "vitest";
import { lcpPath, type LanternEstimate, type LanternNode } from "./lcp-path";

const origin = "https://127.0.0.1:4430";
const documentNode: LanternNode = { id: "1", type: "network", request: { url: `${origin}/termos` } };
const parse: LanternNode = {
  id: "2",
  type: "cpu",
  duration: 10_400,
  childEvents: [
    { name: "ParseHTML", dur: 10_100 },
    { name: "Receive mojo message", dur: 10_300 },
  ],
};
const frame: LanternNode = {
  id: "3",
  type: "cpu",
  duration: 60_300,
  childEvents: [
    { name: "UpdateLayoutTree", dur: 18_300 },
    { name: "Layout", dur: 35_900 },
    { name: "Layout", dur: 20 },
    { name: "Paint", dur: 2_500 },
  ],
};
const laterLayout: LanternNode = {
  id: "4",
  type: "cpu",
  duration: 16_000,
  childEvents: [{ name: "Layout", dur: 2_300 }],
};

// Each graph is a copy of the recorded one: the same nodes by id, other objects.
const copy = (node: LanternNode) => ({ ...node });
const optimistic: LanternEstimate = {
  timeInMs: 910,
  nodeTimings: new Map([
    [copy(documentNode), { startTime: 0, endTime: 752 }],
    [copy(parse), { startTime: 752, endTime: 789.6 }],
    [copy(frame), { startTime: 789.6, endTime: 910 }],
  ]),
};
const pessimistic: LanternEstimate = {
  timeInMs: 942,
  nodeTimings: new Map([
    [laterLayout, { startTime: 910, endTime: 942 }],
    [documentNode, { startTime: 0, endTime: 752 }],
    [frame, { startTime: 789.6, endTime: 910 }],
    [parse, { startTime: 752, endTime: 789.6 }],
  ]),
};

describe("the simulated LCP's path", () => {
  const lines = lcpPath({ optimistic, pessimistic }, origin);

  it("states both estimates, then every node of the pessimistic graph in the order they ran", () => {
    expect(lines).toEqual([
      "   LCP 910.0 ms (optimistic), 942.0 ms (pessimistic); Lighthouse reports their mean",
      "        0–752 ms  request /termos [both]",
      "      752–790 ms  task 10.4 ms recorded, 38 simulated: ParseHTML 10.1 [both]",
      "      790–910 ms  task 60.3 ms recorded, 120 simulated: Layout 35.9, UpdateLayoutTree 18.3, Paint 2.5 [both]",
      "      910–942 ms  task 16.0 ms recorded, 32 simulated: Layout 2.3",
    ]);
  });
});
