import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The page column: centred, at most 72 rem wide, with the side gutter every section shares. */
export function Container({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return <div className={cn("mx-auto max-w-6xl px-4", className)}>{children}</div>;
}
