// A page's <title> and description, as search results and shared links show them.

/**
 * The longest a page's own title may be, before the site's name: about what a search result or a shared link
 * shows before it cuts a title short, so that what is cut is at most the site's name.
 */
export const TITLE_MAX = 70;

/** The page's own title, then the site's name after a bar, as Google suggests: "Contato | Oficina Exemplo". */
export const pageTitle = (title: string, siteName: string) => `${title} | ${siteName}`;

/**
 * A machine family's meta description, in characters: enough to say what the page offers, and no more than a
 * search result shows before cutting it.
 */
export const DESCRIPTION_LENGTH = { min: 110, max: 160 } as const;
