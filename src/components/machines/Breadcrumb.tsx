import { ChevronRight } from "lucide-react";
import { servicePages } from "../../content/service-pages";
import { cn } from "../../lib/cn";

/** The trail above a page's title; the last item is the page itself. Centred with the title from 1024 px. */
export function Breadcrumb({
  trail,
  centred = false,
}: {
  trail: readonly { name: string; href: string }[];
  centred?: boolean;
}) {
  return (
    <nav aria-label={servicePages.breadcrumbLabel} className="mb-4 text-sm print:hidden">
      <ol
        className={cn("flex flex-wrap items-center gap-x-1.5 gap-y-1 text-on-inverse", centred && "lg:justify-center")}
      >
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="inline-flex items-center gap-1.5">
              {last ? (
                <a
                  href={crumb.href}
                  aria-current="page"
                  className="inline-flex min-h-6 items-center font-semibold text-on-primary"
                >
                  {crumb.name}
                </a>
              ) : (
                <>
                  <a href={crumb.href} className="inline-flex min-h-6 items-center underline underline-offset-2">
                    {crumb.name}
                  </a>
                  <ChevronRight className="size-4" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
