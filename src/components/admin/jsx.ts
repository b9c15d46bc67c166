// React's classic JSX factory and its types, for the islands of the owner's pages. They write
// /** @jsx Jsx.createElement */: the automatic runtime would take React's JSX runtime out of the chunk the
// site's islands share and cost /contato 160 bytes of JavaScript over its budget, and a namespace import of
// React itself (React.createElement) adds the bundler's CommonJS helpers to every island's page.
import { createElement, Fragment } from "react";

export { createElement, Fragment };
export type { JSX } from "react";
