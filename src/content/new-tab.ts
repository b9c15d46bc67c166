// Without facts, so the islands can say it too (the facts file and its validator stay on the server).

/** Said after the name of a link that opens a new tab, for those who cannot see it happen. */
export const NEW_TAB_HINT = " (abre em nova aba)";
