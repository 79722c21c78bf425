import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError, isUnavailable } from "../api/api-error.ts";

/**
 * Reads that meet an unavailable platform (503, or no answer) retry until it answers, backing
 * off to 10 s; the shell says "unavailable, retrying" meanwhile. Any other error is final and
 * shown where it happened. Mutations are never retried by themselves.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (_count, error) => isUnavailable(error),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
    mutations: { retry: false },
  },
  mutationCache: new MutationCache({
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(["me"], null);
    },
  }),
});
