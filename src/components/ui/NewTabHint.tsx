import { NEW_TAB_HINT } from "../../content/new-tab";

/** Ends the name of a link or button that opens a new tab; only screen readers say it. */
export function NewTabHint() {
  return <span className="sr-only">{NEW_TAB_HINT}</span>;
}
