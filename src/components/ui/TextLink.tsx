import type { AnchorHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/**
 * The look of a link on a line of its own. The islands draw it with the class `standalone-link` (global.css),
 * which applies the same utilities: a module shared by two islands would become a script of its own, and a
 * rule of its own on every page costs more bytes than utilities the page already carries.
 */
export const textLinkClasses =
  "inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-2";

/** A link that stands on its own line (not inside a sentence): underlined, and at least 24 px high to tap. */
export function TextLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={cn(textLinkClasses, className)} {...props} />;
}
