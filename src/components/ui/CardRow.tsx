import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

// Rows always full: each item grows from its basis, so the last row's cards widen whatever their number.
// `list-end-wait` (global.css) keeps the row hidden until the parser has passed its end: painted while the
// parser paused inside it, the first card stretched across the row and shrank when the next arrived.
const cardRowVariants = cva("list-end-wait flex flex-wrap *:grow", {
  variants: {
    /** The width a card starts from before growing: the narrower, the more cards to a row. */
    card: {
      narrow: "gap-4 *:basis-60",
      regular: "gap-5 *:basis-64",
      wide: "gap-5 *:basis-72",
    },
  },
  defaultVariants: { card: "regular" },
});

/** A list of cards in rows that fill the width: a `ul` of items, or a `dl` of term-and-detail groups. */
export function CardRow({
  as: Element = "ul",
  card,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & VariantProps<typeof cardRowVariants> & { as?: "ul" | "dl" }) {
  return <Element {...props} className={cn(cardRowVariants({ card }), className)} />;
}
