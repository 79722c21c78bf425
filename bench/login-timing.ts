import { randomUUID } from "node:crypto";
import { PLATFORM_MODULES } from "@cx/platform";
import { startPlatform } from "@cx/runtime";
import { percentile } from "./lib/measure.ts";

/**
 * A failed log-in must not tell whether the email exists: an unknown email and a wrong password
 * should take about the same time (identity checks a dummy hash for unknown emails). Measured
 * as a ratio of medians in one run; attempts per email stay under the failed-login limit.
 */
const USERS = Number(process.env.BENCH_USERS ?? 20);
const ATTEMPTS_PER_USER = 4;

const platform = await startPlatform({
  modules: PLATFORM_MODULES,
  targets: ["all"],
  env: { DATA_DIR: "memory", LOG_LEVEL: "silent", AUTH_RATE_LIMIT_PER_MINUTE: "100000" },
});
const post = (path: string, body: unknown) =>
  platform.fetch(
    new Request(`http://localhost/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

try {
  const emails: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `timing-${randomUUID()}@example.com`;
    const registered = await post("/auth/register", {
      email,
      name: "T",
      password: "the right password",
      workspace_name: "W",
    });
    if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
    emails.push(email);
  }
  const timed = async (email: string) => {
    const t0 = performance.now();
    const response = await post("/auth/login", { email, password: "a wrong password" });
    const elapsed = performance.now() - t0;
    if (response.status !== 401) throw new Error(`login answered ${response.status}`);
    return elapsed;
  };
  const wrongPassword: number[] = [];
  const unknownEmail: number[] = [];
  // Interleaved, so that both cases meet the same machine load.
  for (let round = 0; round < ATTEMPTS_PER_USER; round++) {
    for (const email of emails) {
      wrongPassword.push(await timed(email));
      unknownEmail.push(await timed(`nobody-${randomUUID()}@example.com`));
    }
  }
  wrongPassword.sort((a, b) => a - b);
  unknownEmail.sort((a, b) => a - b);
  const row = (name: string, ms: number[]) =>
    `| ${name} | ${ms.length} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} |`;
  console.log("| failed log-in | attempts | p50 ms | p99 ms |\n|---|---|---|---|");
  console.log(row("wrong password", wrongPassword));
  console.log(row("unknown email", unknownEmail));
  console.log(
    `\nratio unknown email / wrong password: p50 ${(percentile(unknownEmail, 50) / percentile(wrongPassword, 50)).toFixed(2)}x, ` +
      `p99 ${(percentile(unknownEmail, 99) / percentile(wrongPassword, 99)).toFixed(2)}x`,
  );
} finally {
  await platform.stop();
}
