import { business } from "../../config/business";
import { frame } from "../../content/frame";
import { MARK } from "../../lib/brand";
import { cn } from "../../lib/cn";

/** The brand mark as inline SVG, coloured by the tokens (the favicon draws the same mark). */
function Mark() {
  const { size, radius, cog } = MARK;
  return (
    <svg viewBox={`0 0 ${size} ${size}`} className="size-10 shrink-0" aria-hidden="true">
      <rect width={size} height={size} rx={radius} className="fill-accent" />
      <g
        transform={`translate(${cog.offset} ${cog.offset})`}
        fill="none"
        stroke="currentColor"
        strokeWidth={cog.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="text-on-accent"
      >
        {cog.paths.map((d) => (
          <path key={d} d={d} />
        ))}
        {cog.circles.map((r) => (
          <circle key={r} cx="12" cy="12" r={r} />
        ))}
      </g>
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const [first = business.brandName, ...rest] = business.brandName.split(" ");
  return (
    // Named in one string: hidden text beside the two lines would be read after a space, "Industrial , página…".
    <a
      href="/"
      aria-label={`${business.brandName}${frame.header.home}`}
      className="inline-flex min-h-11 min-w-0 items-center gap-2.5 rounded-control"
    >
      <Mark />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className={cn("text-lg font-extrabold tracking-tight", inverted ? "text-on-primary" : "text-heading")}>
          {first}
        </span>
        <span
          className={cn("text-xs font-semibold tracking-wide uppercase", inverted ? "text-on-inverse" : "text-muted")}
        >
          {" "}
          {rest.join(" ")}
        </span>
      </span>
    </a>
  );
}
