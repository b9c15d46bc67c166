import { StepNumber } from "./StepNumber";
import { Card } from "./ui/Card";

/** Numbered steps, as cards: how a programme or a plan works. */
export function HowItWorks({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {items.map((step, index) => (
        <Card as="li" key={step.title} className="p-6">
          <StepNumber n={index + 1} className="size-10 text-lg" />
          <h3 className="mt-4 text-xl font-bold text-heading">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </Card>
      ))}
    </ol>
  );
}
