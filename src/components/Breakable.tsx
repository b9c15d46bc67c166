import { Fragment } from "react";
import { breakPieces } from "../lib/breaks";

/**
 * A text whose numbers never break and whose e-mail addresses break after "@" or before ".com.br". Only where one
 * piece of an address is wider than its whole box (a narrow phone with large text) may it break inside
 * that piece: better than scrolling sideways.
 */
export function Breakable({ text }: { text: string }) {
  return (
    <>
      {breakPieces(text).map((piece, i) =>
        piece.kind === "email" ? (
          <span key={i} className="wrap-anywhere">
            {piece.parts.map((part, j) => (
              <Fragment key={j}>
                {j > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </span>
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
