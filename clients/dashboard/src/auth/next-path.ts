/** Where to go after logging in: a path of this dashboard, never another site. */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}

/** The log-in page that comes back to `location` afterwards. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search;
  return here === "/" ? "/login" : `/login?next=${encodeURIComponent(here)}`;
}
