import { cva, type VariantProps } from "class-variance-authority";
import type { AnchorHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

// Exported so a plain link (static HTML, no React on the client) can look exactly like a button.
export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2.5 text-base font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        whatsapp: "bg-whatsapp text-white hover:bg-whatsapp-hover",
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-accent-400 text-brand-950 hover:bg-accent-300",
        outline: "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
        light: "border-2 border-white/80 bg-transparent text-white hover:bg-white/10",
      },
      size: {
        default: "",
        lg: "min-h-13 px-6 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** Links that open a new tab must not give the new page access to this one. */
const externalProps = (external?: boolean) => (external ? { target: "_blank", rel: "noopener noreferrer" } : {});

export function ButtonLink({
  className,
  variant,
  size,
  external,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariantProps & { external?: boolean }) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...externalProps(external)} {...props} />;
}
