import { type Browser, chromium } from "playwright-core";

/** Debian's package (`.ci/run` installs it when missing). */
const CHROMIUM = "/usr/bin/chromium";

/** Headless Chromium with nothing of its own going out: no update, sync or background requests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}
