/**
 * Whether the platform answered the last request, shared by every page: a 503 or a failed fetch
 * marks it unavailable (the shell says so while queries retry), any other answer marks it back.
 * A 401 is reported to whoever listens (the session, which sends the user to the log-in page).
 */
type Listener = () => void;

let unavailable = false;
const listeners = new Set<Listener>();
const unauthorizedListeners = new Set<Listener>();

function set(value: boolean) {
  if (unavailable === value) return;
  unavailable = value;
  for (const listener of listeners) listener();
}

export const connection = {
  isUnavailable: () => unavailable,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  onUnauthorized(listener: Listener) {
    unauthorizedListeners.add(listener);
    return () => {
      unauthorizedListeners.delete(listener);
    };
  },
};

/** Log-in and registration answer 401 for wrong credentials: that is not a lost session. */
const SIGN_IN_PATHS = ["/api/v1/auth/login", "/api/v1/auth/register", "/api/v1/auth/me"];

/** `fetch`, watched: what the platform answers moves the shared state above. */
export const watchedFetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "AbortError")) set(true);
    throw error;
  }
  set(response.status === 503);
  if (response.status === 401) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!SIGN_IN_PATHS.includes(url.pathname)) for (const listener of unauthorizedListeners) listener();
  }
  return response;
};
