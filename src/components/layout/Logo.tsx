import { Cog } from "lucide-react";
import { business } from "../../config/business";
import { cn } from "../../lib/cn";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const [first = business.brandName, ...rest] = business.brandName.split(" ");
  return (
    <a href="/" className="inline-flex min-h-11 items-center gap-2.5 rounded-control">
      <span className="grid size-10 shrink-0 place-items-center rounded-control bg-accent text-on-accent">
        <Cog className="size-6" aria-hidden="true" strokeWidth={2.25} />
      </span>
      <span className="flex flex-col leading-tight">
        <span className={cn("text-lg font-extrabold tracking-tight", inverted ? "text-white" : "text-heading")}>
          {first}
        </span>
        <span
          className={cn("text-xs font-semibold tracking-wide uppercase", inverted ? "text-on-inverse" : "text-muted")}
        >
          {" "}
          {rest.join(" ")}
        </span>
        <span className="sr-only"> página inicial</span>
      </span>
    </a>
  );
}
