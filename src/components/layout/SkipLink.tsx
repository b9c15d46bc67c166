import { frame } from "../../content/frame";

export const MAIN_ID = "conteudo";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-control bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {frame.skipLink}
    </a>
  );
}
