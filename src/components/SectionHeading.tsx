/** The h2 and lead that open a section. */
export function SectionHeading({
  id,
  title,
  lead,
}: {
  /** id of the h2, for aria-labelledby on the section. */
  id: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance text-heading md:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-muted">{lead}</p>}
    </div>
  );
}
