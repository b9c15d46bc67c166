import { cn } from "../lib/cn";

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
  inverted = false,
}: {
  /** id of the h2, for aria-labelledby on the section. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "left" | "center";
  inverted?: boolean;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn("text-sm font-bold tracking-wider uppercase", inverted ? "text-accent-300" : "text-brand-600")}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-4xl",
          inverted ? "text-white" : "text-brand-900",
        )}
      >
        {title}
      </h2>
      {lead && <p className={cn("mt-4 text-lg text-pretty", inverted ? "text-brand-100" : "text-muted")}>{lead}</p>}
    </div>
  );
}
