import { TextLink } from "./ui/TextLink";

interface PageLink {
  href: string;
  label: string;
}

/** The links between the pages of a list: the previous one, where this one stands, the next one. */
export function Pagination({
  label,
  position,
  previous,
  next,
}: {
  /** What the navigation is, for screen readers ("Páginas de trabalhos realizados"). */
  label: string;
  /** "Página 1 de 2" */
  position: string;
  previous?: PageLink | undefined;
  next?: PageLink | undefined;
}) {
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-3">
      {previous && (
        <TextLink href={previous.href} rel="prev">
          {previous.label}
        </TextLink>
      )}
      <span className="text-muted">{position}</span>
      {next && (
        <TextLink href={next.href} rel="next">
          {next.label}
        </TextLink>
      )}
    </nav>
  );
}
