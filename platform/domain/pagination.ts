// The lists' paging (pro-side §5): at least one page, the page asked clamped to 1..last page.
import { sql, type Expression } from "kysely";
import type { PlatformDb } from "../db/open-database";
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
 * One page and the total from one statement (docs/decisions/3714): the count, read from the index alone,
 * joined laterally to the page, so the total comes even with no row and only the page's rows are read
 * whole (`count(*) over ()` would read every matching row whole). Only a page past the end costs a second
 * statement, for the last page.
 */
export async function countedPage<Row extends { id: number }>(
  db: PlatformDb,
  count: Expression<unknown>,
  page: (offset: number) => Expression<Row>,
  requested: number | undefined,
  perPage: number,
): Promise<{ rows: Row[]; meta: PageMeta }> {
  const read = async (offset: number) => {
    const { rows } = await sql<Row & { page_total: number }>`
      select counted.page_total, page.* from (${count}) counted left join lateral (${page(offset)}) page on true`.execute(db);
    return {
      total: Number(rows[0]?.page_total ?? 0),
      rows: rows.filter((row) => row.id !== null).map(({ page_total: _total, ...row }) => row as unknown as Row),
    };
  };
  const asked = pageOf(Number.MAX_SAFE_INTEGER, requested, perPage);
  let found = await read(asked.offset);
  const { meta, offset } = pageOf(found.total, requested, perPage);
  if (offset !== asked.offset) found = await read(offset);
  return { rows: found.rows, meta: { ...meta, total: found.total } };
}
