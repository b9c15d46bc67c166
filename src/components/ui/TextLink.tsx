import type { AnchorHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/**
 * A link that stands on its own line (not inside a sentence): underlined, and at least 24 px high to tap. Its
 * look is the class `standalone-link` (global.css), which the islands use as it is.
 */
export function TextLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={cn("standalone-link", className)} {...props} />;
}
