// What Lighthouse's simulated LCP is made of (scripts/bench.mjs --explain). The simulation (Lantern) averages
// two graphs of the recorded load, each made of what began before the observed LCP: the document and the
// requests that ended before it (the optimistic graph leaves out low-priority images), and the main thread's
// first parse, layout and paint tasks (the pessimistic graph adds every other task that laid out). It replays
// each on a slow phone and 4G: a task takes four times its recorded time, a task that lays out twice. One
// line per node of the pessimistic graph, which holds the optimistic one.

/** The parts of a Lantern node and estimate read here. */
export interface LanternNode {
  /** The same in both graphs, which are copies of the recorded one. */
  id: string;
  type: string;
  /** Recorded duration of a CPU task, in microseconds. */
  duration?: number;
  childEvents?: readonly { name: string; dur?: number }[];
  request?: { url: string };
}
export interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}

// The work a first paint waits for; other child events (mojo messages, loader bookkeeping) are left out.
const WORK = new Set([
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "EvaluateScript",
  "FunctionCall",
]);

const ms = (value: number) => value.toFixed(1);

/** "ParseHTML 10.1, Layout 35.9": the recorded time of each kind of work in a task, longest first. */
function work(node: LanternNode): string {
  const totals = new Map<string, number>();
  for (const event of node.childEvents ?? [])
    if (WORK.has(event.name) && event.dur) totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  return [...totals]
    .filter(([, total]) => total >= 0.1)
    .sort((a, b) => b[1] - a[1])
    .map(([name, total]) => `${name} ${ms(total)}`)
    .join(", ");
}

/**
 * The simulated LCP and its nodes in the order the simulation ran them, e.g.
 * "   752–908 ms  task 48.2 ms recorded, 96 simulated: Layout 35.9, UpdateLayoutTree 18.3 [both]".
 * `origin` is taken off the URLs of the site's own requests.
 */
export function lcpPath(estimates: { optimistic: LanternEstimate; pessimistic: LanternEstimate }, origin: string) {
  const { optimistic, pessimistic } = estimates;
  const inBoth = new Set([...optimistic.nodeTimings.keys()].map((node) => node.id));
  const rows = [...pessimistic.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  return [
    `   LCP ${ms(optimistic.timeInMs)} ms (optimistic), ${ms(pessimistic.timeInMs)} ms (pessimistic); Lighthouse reports their mean`,
    ...rows.map(([node, { startTime, endTime }]) => {
      const span = `${startTime.toFixed(0)}–${endTime.toFixed(0)} ms`.padStart(16);
      const what =
        node.type === "network"
          ? `request ${(node.request?.url ?? "").replace(origin, "")}`
          : `task ${ms((node.duration ?? 0) / 1000)} ms recorded, ${(endTime - startTime).toFixed(0)} simulated: ${work(node)}`;
      return `${span}  ${what}${inBoth.has(node.id) ? " [both]" : ""}`;
    }),
  ];
}
