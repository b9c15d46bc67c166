import { cva, type VariantProps } from "class-variance-authority";
import type { AnchorHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { newTab } from "../../lib/links";
import { NewTabHint } from "./NewTabHint";

// Exported so a plain link (static HTML, no React on the client) can look exactly like a button. In forced
// colours (Windows' contrast themes) fills are dropped: a border keeps each button's shape. No disabled look:
// the site never disables a button (a form that cannot be sent says why when pressed).
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-control py-2.5 text-center forced-border font-semibold transition-[color,background-color,border-color] [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        whatsapp: "bg-whatsapp text-on-primary hover:bg-whatsapp-hover",
        primary: "bg-primary text-on-primary hover:bg-primary-strong",
        accent: "bg-accent text-on-accent hover:bg-accent-soft",
        outline: "border-2 border-primary bg-raised text-primary-strong hover:bg-primary-soft",
        light: "border-2 border-on-primary/80 bg-transparent text-on-primary hover:bg-on-primary/10",
      },
      size: {
        // Each size sets its own height, padding and text, so no class is ever overridden by a later one
        // (plain links and islands use these classes without tailwind-merge).
        default: "min-h-11 px-5 text-base",
        lg: "min-h-13 px-6 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function ButtonLink({
  className,
  variant,
  size,
  external,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariantProps & { external?: boolean }) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...(external ? newTab : {})} {...props}>
      {children}
      {external && <NewTabHint />}
    </a>
  );
}
