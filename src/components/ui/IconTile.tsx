import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const iconTile = cva("grid size-12 shrink-0 place-items-center rounded-control", {
  variants: {
    tone: {
      primary: "bg-primary-soft text-primary",
      // Where one card stands out from its row (the loyalty discounts).
      accent: "bg-accent text-on-accent",
    },
  },
  defaultVariants: { tone: "primary" },
});

/** The square tile an icon stands on at the head of a card. It keeps its size beside a long title. */
export function IconTile({
  tone,
  className,
  children,
}: VariantProps<typeof iconTile> & { className?: string; children: ReactNode }) {
  return <span className={cn(iconTile({ tone }), className)}>{children}</span>;
}
