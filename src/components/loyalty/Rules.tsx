import { loyalty } from "../../content/loyalty";

/**
 * The programme's rules, numbered (the terms of use quote the same list). On a wide screen in two columns,
 * read down the first, then the second: one column of lines this long stopped at two thirds of the width.
 * The indent holds a two-digit number ("12.", bold) inside the page's margin; a one-digit indent let it stick out.
 */
export function Rules() {
  return (
    <ol className="max-w-3xl list-decimal pl-10 text-lg/relaxed marker:font-bold marker:text-primary-light lg:max-w-none lg:columns-2 lg:gap-14">
      {loyalty.rules.items.map((rule) => (
        <li key={rule} className="mb-3 break-inside-avoid pl-1">
          {rule}
        </li>
      ))}
    </ol>
  );
}
