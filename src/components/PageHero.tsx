import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Breakable } from "./Breakable";
import { Breadcrumb } from "./machines/Breadcrumb";
import { Container } from "./ui/Container";

/**
 * Marks the end of a page's first band (this one, home's, the 404's): the page shows once it has been parsed
 * (`first-band-wait` in global.css).
 */
export function FirstBandEnd() {
  return <span id="fim-da-abertura" hidden />;
}

/**
 * The title band of the inner pages: h1, a lead and optional actions. On a wide screen it is a centred column
 * (a left-aligned one left the band's right half empty), unless the page has something to stand beside it
 * (`aside`), which then takes the right-hand column.
 */
export function PageHero({
  id,
  title,
  lead,
  breadcrumb,
  aside,
  children,
}: {
  /** id of the h1, for aria-labelledby. */
  id?: string;
  title: string;
  lead?: string;
  /** The trail of links above the title, ending with this page (the service pages). */
  breadcrumb?: readonly { name: string; href: string }[] | undefined;
  /** What stands beside the title on a wide screen (from 1024 px). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      {breadcrumb && <Breadcrumb trail={breadcrumb} centred={!aside} />}
      <h1
        id={id}
        className={cn(
          "max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl md:text-5xl",
          !aside && "lg:mx-auto",
        )}
      >
        <Breakable text={title} />
      </h1>
      {lead && (
        <p
          className={cn("mt-4 max-w-2xl text-lg text-pretty text-on-inverse print:text-black", !aside && "lg:mx-auto")}
        >
          <Breakable text={lead} />
        </p>
      )}
      {children && <div className={cn("mt-8", !aside && "lg:flex lg:flex-col lg:items-center")}>{children}</div>}
    </>
  );
  return (
    <div className="bg-hero text-on-primary focus-ring-accent print:bg-none print:text-black">
      {aside ? (
        <Container className="py-12 md:py-16 lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-12 print:py-0">
          <div>{text}</div>
          {aside}
        </Container>
      ) : (
        <Container className="py-12 md:py-16 lg:text-center print:py-0">{text}</Container>
      )}
      <FirstBandEnd />
    </div>
  );
}
