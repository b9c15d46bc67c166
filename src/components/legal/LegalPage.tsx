import type { ReactNode } from "react";
import { frame } from "../../content/frame";
import type { LegalDocument, LegalSection } from "../../content/legal/types";
import { formatList } from "../../lib/format";
import { Breakable } from "../Breakable";
import { ContactLink, type Channel } from "../ContactLink";
import { PageHero } from "../PageHero";
import { Container } from "../ui/Container";

/** A label/value block, e.g. the company or the data controller; `id` (of its h2) differs where a page has two. */
export function FactsBlock({
  id = "bloco-dados",
  title,
  rows,
}: {
  id?: string;
  title: string;
  rows: { label: string; value: string }[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-6">
      <h2 id={id} className="text-lg font-bold text-heading">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold text-heading">{row.label}</dt>
            <dd className="text-muted">
              <Breakable text={row.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const copy = frame.legal;

function ContactBox({ title, channels, reply }: { title: string; channels: readonly Channel[]; reply: string }) {
  const link =
    "inline-flex min-h-11 max-w-full min-w-0 items-center gap-2 rounded-control border border-line-strong bg-raised px-3 py-2 text-base font-semibold sm:px-4 text-primary-strong hover:bg-primary-soft [&_svg]:size-5 [&_svg]:shrink-0";
  return (
    <section
      aria-labelledby="contato-legal"
      className="mt-12 rounded-card bg-primary-soft p-4 sm:p-6 print:border print:bg-raised"
    >
      <h2 id="contato-legal" className="text-xl font-bold text-heading">
        {title}
      </h2>
      <p className="mt-2 text-muted">
        {copy.contactIntro}{" "}
        {formatList(
          channels.map((channel) => copy.contactBy[channel]),
          "disjunction",
        )}
        : {reply}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {channels.map((channel) => (
          <ContactLink key={channel} channel={channel} icon className={link} />
        ))}
      </div>
    </section>
  );
}

/** One entry of the table of contents: its number (or "Anexo:") and title, linking to its section. */
function ContentsEntry({ section, marker }: { section: LegalSection; marker: string }) {
  return (
    <li>
      <a
        href={`#${section.id}`}
        className="flex min-h-6 gap-2 rounded-sm py-1 text-primary underline-offset-2 hover:underline"
      >
        <span className="min-w-6 shrink-0 text-right figures-tabular">{marker}</span> {section.title}
      </a>
    </li>
  );
}

/** A numbered clause or an annex: its heading (an anchor to itself), paragraphs, list and closing paragraphs. */
function LegalSectionBlock({ section, heading }: { section: LegalSection; heading: string }) {
  return (
    <section aria-labelledby={section.id} className="mt-10 first-of-type:mt-0">
      <h2 id={section.id} className="group text-2xl font-bold text-heading">
        <a href={`#${section.id}`} className="no-underline hover:underline">
          {heading}
        </a>
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3">
          <Breakable text={paragraph} />
        </p>
      ))}
      {section.list && (
        <ul className="mt-3 list-disc space-y-1.5 pl-6 marker:text-primary-light">
          {section.list.map((item) => (
            <li key={item}>
              <Breakable text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.after?.map((paragraph) => (
        <p key={paragraph} className="mt-3">
          <Breakable text={paragraph} />
        </p>
      ))}
    </section>
  );
}

/**
 * A long legal text, comfortable to read: a ~70-character measure, numbered sections with anchors,
 * a table of contents, and print styles (see global.css) that drop the site chrome.
 */
export function LegalPage({
  document,
  contactTitle,
  contactChannels = ["phone", "email"],
  contactReply = copy.contactReply,
  children,
}: {
  document: LegalDocument;
  contactTitle: string;
  contactChannels?: readonly Channel[];
  /** When the contact box says a reply comes. */
  contactReply?: string;
  /** Blocks shown before the numbered sections (company data, LGPD notice). */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero id="legal-titulo" title={document.title} lead={`${copy.updated} ${document.updated}`} />
      <Container className="grid grid-cols-1 gap-10 py-10 md:py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="sumario-titulo" className="lg:sticky lg:top-24 lg:self-start print:hidden">
          <details className="group rounded-card border border-line p-4 lg:border-0 lg:p-0" open>
            <summary className="cursor-pointer font-bold text-heading lg:pointer-events-none lg:list-none">
              <h2 id="sumario-titulo" className="inline">
                {copy.contents}
              </h2>
            </summary>
            <ol className="mt-3 grid gap-1 text-sm">
              {document.sections.map((section, index) => (
                <ContentsEntry key={section.id} section={section} marker={`${index + 1}.`} />
              ))}
            </ol>
            {document.annexes && (
              <ul className="mt-1 grid gap-1 text-sm">
                {document.annexes.map((section) => (
                  <ContentsEntry key={section.id} section={section} marker={`${copy.annex}:`} />
                ))}
              </ul>
            )}
          </details>
        </nav>
        <article className="max-w-[60ch] min-w-0 text-lg/relaxed text-body">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="mb-4">
              <Breakable text={paragraph} />
            </p>
          ))}
          {children && <div className="my-8 grid gap-6">{children}</div>}
          {document.sections.map((section, index) => (
            <LegalSectionBlock key={section.id} section={section} heading={`${index + 1}. ${section.title}`} />
          ))}
          {document.annexes?.map((section) => (
            <LegalSectionBlock key={section.id} section={section} heading={`${copy.annex}: ${section.title}`} />
          ))}
          <ContactBox title={contactTitle} channels={contactChannels} reply={contactReply} />
        </article>
      </Container>
    </>
  );
}
