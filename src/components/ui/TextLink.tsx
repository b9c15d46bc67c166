import type { AnchorHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { textLink } from "./text-link";

/** A link that stands on its own line (not inside a sentence): underlined, and at least 24 px high to tap. */
export function TextLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={cn(textLink, className)} {...props} />;
}
