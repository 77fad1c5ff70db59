/** The search page: the menu link's target without JavaScript, and the dialog's data source with it. */
export const ARTICLE_SEARCH_PATH = "/recherche";
