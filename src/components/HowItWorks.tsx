/** Numbered steps, as cards: how a programme or a plan works. */
export function HowItWorks({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {items.map((step, index) => (
        <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-primary text-lg font-extrabold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold text-heading">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
