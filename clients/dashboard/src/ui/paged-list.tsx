import type { ReactNode } from "react";
import { ListStates } from "./list-states.tsx";
import type { PagedQuery } from "./paged-query.ts";
import { LoadMore } from "./states.tsx";

/** "Load more {what}" under a paged list while the API has more of it. */
export function MorePages({ query, what }: { query: PagedQuery; what: string }) {
  return (
    <LoadMore
      what={what}
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onLoad={() => query.fetchNextPage()}
    />
  );
}

/**
 * A paged list of `what` (plural, as its labels say it) in its place on a page: a loader while
 * its first page loads, its error with a retry, `empty` when it has no item, the list otherwise,
 * and "Load more" under it while the API has more.
 */
export function PagedList({
  query,
  what,
  empty,
  children,
}: {
  query: PagedQuery;
  what: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ListStates
        query={query}
        loading={`Loading ${what}`}
        errorTitle={`Could not load the ${what}`}
        empty={query.data?.length === 0 ? empty : null}
      >
        {children}
      </ListStates>
      <MorePages query={query} what={what} />
    </>
  );
}
