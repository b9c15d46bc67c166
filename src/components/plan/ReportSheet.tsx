import type { sampleReport } from "../../content/sample-report";
import { cn } from "../../lib/cn";

type Report = ReturnType<typeof sampleReport>;

// On paper every sheet is black on white in smaller type, on a page of its own without the card's frame.
const label = "text-sm font-bold text-muted print:text-xs print:text-black";
const cell = "py-1.5 align-top print:py-0.5";
const subheading = "mt-6 font-bold text-heading print:mt-3";
// The readings on a phone: in small text, each column as wide as its widest reading, a number never apart from
// its unit ("0,15 mm"); the item measured keeps the rest of the row, still without sideways scrolling at 130 % text.
const reading = "w-px sm:w-40";
const withUnit = (value: string) => value.replace(/(\d) /g, "$1\u00a0");

/** Label-and-value pairs, each over a rule: the visit's details and the machine's identity. */
function Details({ items, className }: { items: { label: string; value: string }[]; className: string }) {
  return (
    <dl className={className}>
      {items.map(({ label: term, value }) => (
        <div key={term} className="border-b border-line pb-1">
          <dt className={label}>{term}</dt>
          <dd className="text-heading print:text-black">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One of a sheet's tables under its heading: the first column takes the width the others leave. */
function SheetTable({
  title,
  name,
  columns,
  rows,
  className,
}: {
  title: string;
  /** Its `data-table`, by which the build's tests read it. */
  name: string;
  columns: { head: string; className?: string }[];
  rows: string[][];
  className?: string;
}) {
  const cellOf = (column: number) => cn(cell, column < columns.length - 1 && "pr-3", columns[column]!.className);
  return (
    <>
      <h3 className={subheading}>{title}</h3>
      <table className={cn("mt-2 w-full border-collapse text-left print:mt-1", className)} data-table={name}>
        <thead>
          <tr className="border-b-2 border-line-strong text-sm print:text-xs">
            {columns.map(({ head }, i) => (
              <th key={head} scope="col" className={cellOf(i)}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-line">
              {row.map((value, i) => (
                <td key={i} className={cellOf(i)}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * One machine's sheet of the sample report, marked as an example. On paper it starts a page of its own (but
 * the first) and loses the card's frame.
 */
export function ReportSheet({
  report,
  machine,
  sheet,
}: {
  report: Report;
  machine: Report["machines"][number];
  /** Its number among the sheets, from 1. */
  sheet: number;
}) {
  const titleId = `maquina-${sheet}`;
  return (
    <article
      className="mt-8 rounded-card border border-line p-4 sm:p-8 print:mt-0 print:break-before-page print:rounded-none print:border-0 print:p-0 print:text-[13px] print:first-of-type:break-before-auto"
      aria-labelledby={titleId}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-line-strong pb-3 print:pb-2">
        <div>
          <p className="text-lg font-bold text-heading print:text-base print:text-black">{report.sheetTitle}</p>
          {report.company.map((line) => (
            <p key={line} className="text-sm text-muted print:text-xs print:text-black">
              {line}
            </p>
          ))}
        </div>
        <p className="rounded-control border-2 border-accent-strong px-3 py-1 text-lg font-extrabold tracking-widest text-heading uppercase print:border-black print:text-black">
          {report.mark}
        </p>
      </header>
      <Details
        items={report.visit(sheet)}
        className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2 print:mt-2 print:grid-cols-3 print:gap-y-1"
      />
      <h2 id={titleId} className="mt-6 text-xl font-bold text-heading print:mt-3 print:text-lg">
        {machine.title}
      </h2>
      <Details
        items={machine.identity}
        className={cn(
          "mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:gap-x-8",
          // One column per field, so no column stands empty: four with the machine's label, three without.
          machine.identity.length > 3 ? "sm:grid-cols-4 print:grid-cols-4" : "sm:grid-cols-3 print:grid-cols-3",
        )}
      />
      <SheetTable
        title={report.checklistTitle}
        name="checklist"
        columns={[{ head: report.checklistHead.item }, { head: report.checklistHead.done, className: "w-16" }]}
        rows={machine.checklist.map(({ item, done }) => [item, done])}
      />
      <SheetTable
        title={report.measurementsTitle}
        name="measurements"
        className="max-sm:text-sm"
        columns={[
          { head: report.measurementsHead.item },
          { head: report.measurementsHead.before, className: reading },
          { head: report.measurementsHead.after, className: reading },
        ]}
        rows={machine.measurements.map(({ item, before, after }) => [item, withUnit(before), withUnit(after)])}
      />
      <SheetTable
        title={report.partsTitle}
        name="parts"
        columns={[
          { head: report.partsHead.name },
          { head: report.partsHead.quantity, className: "w-28 text-right whitespace-nowrap" },
        ]}
        rows={machine.parts.map(({ name, quantity }) => [name, quantity])}
      />
      <h3 className={subheading}>{report.observationsTitle}</h3>
      <p className="mt-2 print:mt-1">{machine.observations}</p>
      <p className="mt-6 text-muted print:mt-2 print:text-black">{report.guarantee}</p>
      <ul className="mt-10 grid gap-10 sm:grid-cols-2 print:mt-8 print:grid-cols-2">
        {report.signatures.map((signature) => (
          <li
            key={signature}
            className="border-t border-line-strong pt-2 text-muted print:border-black print:text-black"
          >
            {signature}
          </li>
        ))}
      </ul>
    </article>
  );
}
