/**
 * The classes of a link that stands on its own line (TextLink): a plain string, so that the islands, which
 * leave React's helpers and tailwind-merge out of their bundles, draw the same link.
 */
export const textLink = "inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-2";
