import type { ReactNode } from "react";
import { ErrorNotice, PageLoader } from "./states.tsx";

/** What a list's query says of itself (a TanStack query, or several read as one). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list's place on its page: a loader while it loads, its error with a retry, its empty state
 * when there is nothing to show (`empty`, else null), and the list itself otherwise.
 */
export function ListStates({
  query,
  loading,
  errorTitle,
  empty,
  children,
}: {
  query: ListQuery;
  loading: string;
  errorTitle: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError) return <ErrorNotice title={errorTitle} error={query.error} onRetry={() => query.refetch()} />;
  return empty ?? children;
}
