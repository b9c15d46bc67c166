import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/**
 * A card: the raised white box, outlined and shadowed, that lists of services, steps, benefits and contact
 * channels are made of. `as` is the element it is (an item of a list, a figure, a labelled section). Padding
 * and layout are the caller's; a class given here replaces the card's own where they conflict (a thicker or
 * coloured border).
 */
export function Card({
  as: Element = "div",
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: "div" | "li" | "figure" | "section" }) {
  return <Element {...props} className={cn("rounded-card border border-line bg-raised shadow-card", className)} />;
}
