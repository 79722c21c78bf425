/** One answer the platform gave, as a client saw it. */
export interface RecordedAnswer {
  method: string;
  /** The path of the request, without the query. */
  path: string;
  status: number;
  contentType: string;
  text: string;
}

/**
 * Records every JSON (or empty) answer that `fetch` gets from `baseUrl()` while installed, so that
 * a suite's real traffic can be checked afterwards (against the API reference). Streams are left
 * alone: reading them would hold the recorder until they end.
 */
export function recordAnswers(baseUrl: () => string | undefined) {
  const original = globalThis.fetch;
  const pending: Promise<RecordedAnswer | undefined>[] = [];
  const recording = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const response = await original(input, init);
    const base = baseUrl();
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input));
    if (base && url.origin === new URL(base).origin) {
      const contentType = response.headers.get("content-type") ?? "";
      if (contentType === "" || contentType.includes("json")) {
        const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
        const copy = response.clone();
        pending.push(
          copy
            .text()
            .then((text) => ({ method, path: url.pathname, status: response.status, contentType, text }))
            .catch(() => undefined),
        );
      }
    }
    return response;
  };
  globalThis.fetch = Object.assign(recording, original);
  return {
    /** Every answer recorded so far. */
    answers: async (): Promise<RecordedAnswer[]> =>
      (await Promise.all(pending)).filter((answer): answer is RecordedAnswer => answer !== undefined),
    uninstall: () => {
      globalThis.fetch = original;
    },
  };
}
