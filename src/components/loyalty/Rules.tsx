import { loyalty } from "../../content/loyalty";

/** The programme's rules, numbered (the terms of use quote the same list). */
export function Rules() {
  return (
    <ol className="grid max-w-3xl list-decimal gap-3 pl-6 text-lg/relaxed marker:font-bold marker:text-primary-light">
      {loyalty.rules.items.map((rule) => (
        <li key={rule} className="pl-1">
          {rule}
        </li>
      ))}
    </ol>
  );
}
