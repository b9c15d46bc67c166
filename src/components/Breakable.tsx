import { Fragment } from "react";
import { breakPieces } from "../lib/breaks";

/** A text whose numbers never break and whose e-mail addresses break only after "@" or a dot. */
export function Breakable({ text }: { text: string }) {
  return (
    <>
      {breakPieces(text).map((piece, i) =>
        piece.kind === "email" ? (
          <Fragment key={i}>
            {piece.parts.map((part, j) => (
              <Fragment key={j}>
                {j > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </Fragment>
        ) : piece.kind === "whole" ? (
          <span key={i} className="whitespace-nowrap">
            {piece.text}
          </span>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
