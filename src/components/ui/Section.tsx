import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { SectionHeading } from "../SectionHeading";
import { Container } from "./Container";

/** A band of a page: labelled by its h2, on white or on the surface tone, with the page column inside. */
export function Section({
  id,
  title,
  lead,
  tone = "plain",
  children,
}: {
  /** id of the h2 that labels the section. */
  id: string;
  title: string;
  lead?: string | undefined;
  tone?: "plain" | "surface";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("py-16 md:py-20", tone === "surface" && "bg-surface")}>
      <Container>
        <SectionHeading id={id} title={title} {...(lead ? { lead } : {})} />
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}
