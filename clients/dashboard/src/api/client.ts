import { createCxClient } from "@cx/client";
import { watchedFetch } from "./connection.ts";

/**
 * The project's typed client, used by the browser with the session cookie: same origin, so the
 * cookie goes with every request, and the client adds `X-CX-Request: 1` to every mutation.
 */
export const cx = createCxClient({ baseUrl: location.origin, fetch: watchedFetch });
