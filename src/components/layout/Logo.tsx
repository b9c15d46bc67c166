import { Cog } from "lucide-react";
import { business } from "../../config/business";
import { cn } from "../../lib/cn";

export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  const [first = business.brandName, ...rest] = business.brandName.split(" ");
  return (
    <a href="/" className={cn("inline-flex min-h-11 items-center gap-2.5 rounded-control", className)}>
      <span className="grid size-10 shrink-0 place-items-center rounded-control bg-accent-400 text-brand-950">
        <Cog className="size-6" aria-hidden="true" strokeWidth={2.25} />
      </span>
      <span className="flex flex-col leading-tight">
        <span className={cn("text-lg font-extrabold tracking-tight", inverted ? "text-white" : "text-brand-900")}>
          {first}
        </span>
        <span
          className={cn("text-xs font-semibold tracking-wide uppercase", inverted ? "text-brand-100" : "text-muted")}
        >
          {" "}
          {rest.join(" ")}
        </span>
        <span className="sr-only"> página inicial</span>
      </span>
    </a>
  );
}
