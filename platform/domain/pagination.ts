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

/**
 * One page and the total from one statement (docs/decisions/3714): `fetch` reads the page with the
 * total as `count(*) over ()` in `total`. Only a page past the end, which has no row to carry the total,
 * costs a count and a read of the last page.
 */
export async function countedPage<Row extends { total: number }>(
  fetch: (offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
  requested: number | undefined,
  perPage: number,
): Promise<{ rows: Array<Omit<Row, "total">>; meta: PageMeta }> {
  const asked = pageOf(Number.MAX_SAFE_INTEGER, requested, perPage);
  let rows = await fetch(asked.offset);
  let total = rows.length > 0 ? Number(rows[0]!.total) : asked.offset === 0 ? 0 : await count();
  const { meta, offset } = pageOf(total, requested, perPage);
  if (offset !== asked.offset) {
    rows = await fetch(offset);
    total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), meta: { ...meta, total } };
}
