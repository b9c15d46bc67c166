import type { ReactNode } from "react";
import { Breakable } from "./Breakable";
import { Breadcrumb } from "./machines/Breadcrumb";
import { Container } from "./ui/Container";

/** The title band of the inner pages: h1, a lead and optional actions. */
export function PageHero({
  id,
  title,
  lead,
  breadcrumb,
  children,
}: {
  /** id of the h1, for aria-labelledby. */
  id?: string;
  title: string;
  lead?: string;
  /** The trail of links above the title, ending with this page (the service pages). */
  breadcrumb?: readonly { name: string; href: string }[] | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="bg-hero text-on-primary print:bg-none print:text-black">
      <Container className="py-12 md:py-16">
        {breadcrumb && <Breadcrumb trail={breadcrumb} />}
        <h1 id={id} className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl md:text-5xl">
          <Breakable text={title} />
        </h1>
        {lead && (
          <p className="mt-4 max-w-2xl text-lg text-pretty text-on-inverse print:text-black">
            <Breakable text={lead} />
          </p>
        )}
        {children && <div className="mt-8">{children}</div>}
      </Container>
    </div>
  );
}
