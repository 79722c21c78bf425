import { Alert, Loader } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { connection } from "../api/connection.ts";

/** Shown while the platform answers 503 or cannot be reached; queries keep retrying, nobody is signed out. */
export function UnavailableBanner() {
  const unavailable = useSyncExternalStore(connection.subscribe, connection.isUnavailable);
  if (!unavailable) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      aria-live="polite"
      icon={<Loader size="xs" color="yellow" aria-hidden />}
      mb="md"
    >
      The platform is unavailable, retrying…
    </Alert>
  );
}
