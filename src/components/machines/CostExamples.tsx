import type { CostExample } from "../../content/conditions";
import { Card } from "../ui/Card";
import { CardRow } from "../ui/CardRow";

/** Worked examples of what a repair costs in all: a card each, its lines, and its total at the foot. */
export function CostExamples({ examples, className }: { examples: readonly CostExample[]; className?: string }) {
  return (
    <CardRow className={className}>
      {examples.map((example) => (
        <Card as="li" key={example.title} className="flex flex-col p-5">
          <h4 className="font-bold text-heading">{example.title}</h4>
          <ul className="mt-2 mb-3 grid gap-1 text-muted">
            {example.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {/* At the card's foot: the totals of a row on one line. */}
          <p className="mt-auto font-bold text-heading">{example.total}</p>
        </Card>
      ))}
    </CardRow>
  );
}
