import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { ApiError, unwrap } from "../api/api-error.ts";
import { cx } from "../api/client.ts";
import { connection } from "../api/connection.ts";
import { PageLoader } from "../ui/states.tsx";
import { loginPathFor } from "./next-path.ts";

export interface Me {
  user: { id: string; email: string; name: string };
  workspaces: { id: string; name: string; role: string }[];
}

export const ME_KEY = ["me"] as const;

/** The signed-in user and their workspaces, or null when nobody is signed in. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<Me | null> => {
      try {
        return (await unwrap(cx.GET("/api/v1/auth/me"))) as Me;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** Any 401 from the API means the session is gone: forget the user, so the pages send them to log in. */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connection.onUnauthorized(() => {
        queryClient.setQueryData(ME_KEY, null);
      }),
    [queryClient],
  );
  return null;
}

/** Shows its children to a signed-in user; anyone else goes to the log-in page and comes back after. */
export function RequireSession({ children }: { children: (me: Me) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.data === null) return <Navigate to={loginPathFor(location)} replace />;
  if (!me.data) return <PageLoader label="Loading your account" />;
  return <>{children(me.data)}</>;
}
