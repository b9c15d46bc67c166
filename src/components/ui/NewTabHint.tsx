import { NEW_TAB_HINT } from "../../content/new-tab";

/** Ends the name of a link or button that opens a new tab (`text`, where it says more); only screen readers say it. */
export function NewTabHint({ text = NEW_TAB_HINT }: { text?: string | undefined }) {
  return <span className="sr-only">{text}</span>;
}
