import { cn } from "../lib/cn";

/** The number of a step in a numbered list (the list itself says it is ordered). */
export function StepNumber({ n, className }: { n: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-primary font-extrabold text-on-primary",
        className,
      )}
    >
      {n}
    </span>
  );
}
