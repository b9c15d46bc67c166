// The site's own client directive (integrations/after-paint.js), for the type checker.
declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean | "interaction";
  }
}
export {};
