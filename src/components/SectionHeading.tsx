import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

const heading = cva("font-extrabold text-heading", {
  variants: {
    size: {
      // A band of the page (Section).
      page: "text-3xl tracking-tight text-balance md:text-4xl",
      // A band that shares its width with a photo or a second column.
      column: "text-3xl tracking-tight",
      // A part inside a band, or one of several side by side.
      part: "text-2xl",
    },
  },
  defaultVariants: { size: "page" },
});

/** The h2 and lead that open a section. */
export function SectionHeading({
  id,
  title,
  lead,
  size,
  className,
}: VariantProps<typeof heading> & {
  /** id of the h2, for aria-labelledby on the section. */
  id?: string;
  title: string;
  lead?: string;
  /** Classes of the block holding the h2 and its lead: its place among its neighbours. */
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", className)}>
      <h2 id={id} className={heading({ size })}>
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-muted">{lead}</p>}
    </div>
  );
}
