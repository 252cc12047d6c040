/** How many rows to ask for per page; a server capping page sizes lower is followed. */
const PAGE_SIZE = 1000;
/** A guard against a server that never stops answering. */
const MAX_PAGES = 200;

/**
 * Every row of a paged list, read page by page: `fetchPage(page, pageSize)` answers one page
 * and the total count. A server that caps the page size answers fewer rows than asked; the
 * pages after the first are then asked at the size it keeps.
 */
export async function collectPages<Row>(fetchPage: (page: number, pageSize: number) => Promise<{ count: number; result: Row[] }>): Promise<Row[]> {
  const first = await fetchPage(0, PAGE_SIZE);
  const rows = [...first.result];
  const pageSize = first.result.length;
  if (pageSize === 0) return rows;
  for (let page = 1; rows.length < first.count && page < MAX_PAGES; page += 1) {
    const next = await fetchPage(page, pageSize);
    if (next.result.length === 0) break;
    rows.push(...next.result);
  }
  return rows;
}
