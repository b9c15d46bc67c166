// The regular expressions a source file writes, found by TypeScript's parser (which reads JavaScript too): its
// regex literals and its `new RegExp(…)` and `RegExp(…)` calls. A regex in a string or a comment, or a
// division, is none. For the inventory of regexes.test.ts.
import ts from "typescript";

export interface FoundRegex {
  /** 1-based line of the regex in its file. */
  line: number;
  /** The literal as written (`/\s+/g`), or the call as TypeScript prints it (`new RegExp(source, "g")`). */
  text: string;
}

const printer = ts.createPrinter({ removeComments: true });

/** Every regex of `code`, the text of the file `file` (its extension says how to parse it), in order. */
export function regexesIn(file: string, code: string): FoundRegex[] {
  const kind = file.endsWith(".ts") ? ts.ScriptKind.TS : file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: FoundRegex[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) add(node, node.getText(source));
    else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp"
    ) {
      // Printed, the call reads the same however a formatter breaks its lines.
      add(node, printer.printNode(ts.EmitHint.Expression, node, source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
