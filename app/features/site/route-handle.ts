// What a route module may declare in its `handle` for the layout to read.
export interface RouteHandle {
  /** Translation namespaces the route needs (remix-i18next). */
  i18n?: string | string[];
  /** The main menu is transparent over this page's hero (customer-side §2.6). */
  transparentMenu?: boolean;
  /** Hide the unfinished-demand widget here (new appointment, register, login). */
  hideDraftWidget?: boolean;
  /** `false`: the page needs no interactivity and ships no JavaScript at all (ARCHITECTURE.md rule 5). */
  hydrate?: boolean;
}

export function wantsHydration(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === false);
}

export function wantsTransparentMenu(handles: readonly unknown[]): boolean {
  return handles.some((handle) => Boolean((handle as RouteHandle | undefined)?.transparentMenu));
}
