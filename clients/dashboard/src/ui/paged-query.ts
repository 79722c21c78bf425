import { type InfiniteData, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { type CursorPage, type CursorQuery, nextCursor } from "../api/cursor-pages.ts";

/** Every item of the pages read so far, in order; one function, so that the query keeps what it selected. */
function itemsOf<Item>(data: InfiniteData<CursorPage<Item>, string> | undefined): Item[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * A cursor-paged list read a page at a time: `data` is every item of the pages read so far, and
 * `fetchNextPage` reads one more. `refetchInterval`, when given, is asked after each read with
 * the items read, as a list that changes by itself (documents being indexed) is read again.
 */
export function usePagedQuery<Item>({
  queryKey,
  readPage,
  enabled,
  refetchInterval,
}: {
  queryKey: QueryKey;
  readPage: (query: CursorQuery) => Promise<CursorPage<Item>>;
  enabled?: boolean;
  refetchInterval?: (items: Item[]) => number | false;
}) {
  return useInfiniteQuery({
    queryKey,
    enabled,
    queryFn: ({ pageParam }) => readPage(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: "",
    getNextPageParam: nextCursor,
    select: itemsOf<Item>,
    refetchInterval: refetchInterval ? (query) => refetchInterval(itemsOf(query.state.data)) : undefined,
  });
}

/** What a paged list's place on its page needs of its query. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data: readonly unknown[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}
