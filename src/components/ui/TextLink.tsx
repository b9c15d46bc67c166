import type { AnchorHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/** A link that stands on its own line (not inside a sentence): underlined, and at least 24 px high to tap. */
export function TextLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      className={cn(
        "inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-2",
        className,
      )}
      {...props}
    />
  );
}
