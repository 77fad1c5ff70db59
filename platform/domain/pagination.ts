// The lists' paging (pro-side §5): at least one page, the page asked clamped to 1..last page.
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function pageOf(total: number, requested: number | undefined, perPage: number): { meta: PageMeta; offset: number } {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const currentPage = Math.min(Math.max(1, requested ?? 1), lastPage);
  return {
    meta: { current_page: currentPage, last_page: lastPage, per_page: perPage, total },
    offset: (currentPage - 1) * perPage,
  };
}
