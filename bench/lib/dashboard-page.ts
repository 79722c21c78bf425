/**
 * The dashboard's pages in Debian's Chromium as its benchmarks read them: signed in, every task
 * over 50 ms recorded, and the time from navigation to some content shown read in the page itself.
 */
import { launchChromium, platformContext } from "../../tests/dashboard/browser.ts";
import type { Account } from "../../tests/harness/accounts.ts";

export type Browser = Awaited<ReturnType<typeof launchChromium>>;
export type Page = Awaited<ReturnType<Browser["newPage"]>>;
export { launchChromium };

/** What `timeToShow` reads of the page's document. */
type InPage = {
  document: {
    querySelectorAll(selector: string): Iterable<{ tagName: string; value?: string; textContent: string | null }>;
  };
};

/** Loads timed by `timeToShow`, after a first one. */
const LOADS = Number(process.env.BENCH_LOADS ?? 7);

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * A page of the browser signed in as `account`, every load watched for long tasks: the longest in
 * `window.__longest`, each as [start, duration] in `window.__tasks` (Chromium reports the tasks
 * over 50 ms; none means none was longer).
 */
export async function signedInPage(browser: Browser, baseUrl: string, account: Account): Promise<Page> {
  const { context } = await platformContext(browser, baseUrl);
  const [name, value] = (account.api.sessionCookie ?? "").split("=");
  await context.addCookies([{ name: name as string, value: value as string, url: baseUrl }]);
  await context.addInitScript(`(() => {
    window.__longest = 0;
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longest = Math.max(window.__longest, entry.duration);
        window.__tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }
    }).observe({ type: "longtask" });
  })()`);
  return context.newPage();
}

/**
 * From navigation to the first `selector` (holding `text`, when given) shown, in ms of the page's
 * own clock, read in the page at every frame: Playwright's own waiting checks less and less often
 * (every 500 ms after the first second), which had added up to half a second to a figure. The
 * median of `BENCH_LOADS` (7) loads after a first one (which builds the bundle and fills the cache). Logged
 * beside it: when the last API answer had arrived (the rest is the page's own work).
 */
export async function timeToShow(page: Page, path: string, selector: string, text = ""): Promise<number> {
  const times: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < LOADS + 1; i++) {
    await page.goto(path);
    const shown = await page.waitForFunction(
      ([selector, text]) => {
        // Run in the page (the dashboard's policy forbids evaluating a string there).
        const found = [...(globalThis as unknown as InPage).document.querySelectorAll(selector)].some((e) =>
          (e.tagName === "TEXTAREA" ? (e.value ?? "") : (e.textContent ?? "")).includes(text),
        );
        return found ? performance.now() : false;
      },
      [selector, text] as const,
      { polling: "raf", timeout: 20_000 },
    );
    const ms = (await shown.jsonValue()) as number;
    const apiMs = (await page.evaluate(
      `Math.max(0, ...performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/") && e.responseEnd <= ${ms}).map((e) => e.responseEnd))`,
    )) as number;
    if (i > 0) {
      times.push(ms);
      answered.push(apiMs);
    }
  }
  console.log(
    `${path}: shown at ${median(times).toFixed(0)} ms, the API's last answer at ${median(answered).toFixed(0)} ms`,
  );
  return median(times);
}

/** The machine's load averages over 1, 5 and 15 minutes, as /proc/loadavg gives them. */
export async function loadAverage(): Promise<string> {
  try {
    return (await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ");
  } catch {
    return "unknown";
  }
}
