/** A page of a cursor-paged list, as every list operation of the API answers it. */
export interface CursorPage<Item> {
  items: Item[];
  has_more: boolean;
  next_cursor?: string | null;
}

/** The cursor of the page after `page`, or undefined when it is the last. */
export function nextCursor(page: CursorPage<unknown>): string | undefined {
  return page.has_more && page.next_cursor ? page.next_cursor : undefined;
}

/** The query of one page: the cursor of the page after the one before, none for the first. */
export type CursorQuery = { cursor?: string };

/** The largest page the API serves, for reading a whole list in as few requests as it allows. */
const LARGEST_PAGE = "100";

/** Every item of a list, every page read in turn, the largest pages the API serves. */
export async function everyPage<Item>(
  readPage: (query: CursorQuery & { page_size: string }) => Promise<CursorPage<Item>>,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage({ page_size: LARGEST_PAGE, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = nextCursor(page);
  } while (cursor);
  return items;
}
