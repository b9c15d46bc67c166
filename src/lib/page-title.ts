// A page's <title>, as search results and shared links show it.

/**
 * The longest a page's own title may be, before the site's name: about what a search result or a shared link
 * shows before it cuts a title short, so that what is cut is at most the site's name.
 */
export const TITLE_MAX = 70;

/** The page's own title, then the site's name after a bar, as Google suggests: "Contato | Oficina Exemplo". */
export const pageTitle = (title: string, siteName: string) => `${title} | ${siteName}`;
