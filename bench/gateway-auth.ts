import { randomBytes } from "node:crypto";
import { CALLER_HEADER, signCaller } from "@cx/http-kit";
import { createApiKey, signUp } from "../tests/harness/accounts.ts";
import { bootDistributed } from "../tests/harness/index.ts";
import { formatTable, type Measurement, measure } from "./lib/measure.ts";

/**
 * An authenticated read (`GET /workspaces/{ws}`) through the gateway with a session cookie and
 * with a bearer key, against the same read sent straight to the identity process with a signed
 * caller: what authentication and forwarding cost, as ratios taken in one run.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const secret = randomBytes(32).toString("base64url");
const platform = await bootDistributed({ INTERNAL_TOKEN_SECRET: secret });
try {
  const account = await signUp(platform.baseUrl);
  const { key } = await createApiKey(account.api, account.workspaceId, "member");
  const path = `/api/v1/workspaces/${account.workspaceId}`;
  const cookieHeader = account.api.sessionCookie;
  if (!cookieHeader) throw new Error("signed-up client has no session cookie");

  const expectOk = (response: Response) => {
    if (response.status !== 200) throw new Error(`unexpected ${response.status}`);
    return response.arrayBuffer();
  };
  const direct = signCaller(
    { userId: account.userId, workspaceId: account.workspaceId, role: "owner", via: "session" },
    secret,
    3600,
  );
  const options = { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 200 };

  const rows: Measurement[] = [];
  rows.push(
    await measure(
      "direct to identity (signed caller)",
      async () => {
        await expectOk(await fetch(`${platform.processes.identity}${path}`, { headers: { [CALLER_HEADER]: direct } }));
      },
      options,
    ),
  );
  rows.push(
    await measure(
      "gateway, session cookie",
      async () => {
        await expectOk(await fetch(`${platform.baseUrl}${path}`, { headers: { cookie: cookieHeader } }));
      },
      options,
    ),
  );
  rows.push(
    await measure(
      "gateway, bearer key",
      async () => {
        await expectOk(await fetch(`${platform.baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } }));
      },
      options,
    ),
  );
  const [base, viaCookie, viaKey] = rows as [Measurement, Measurement, Measurement];
  console.log(formatTable(rows));
  console.log(
    `\nratios against direct: cookie throughput ${(viaCookie.requestsPerSecond / base.requestsPerSecond).toFixed(2)}x, ` +
      `p50 ${(viaCookie.p50Ms / base.p50Ms).toFixed(2)}x, p99 ${(viaCookie.p99Ms / base.p99Ms).toFixed(2)}x; ` +
      `bearer throughput ${(viaKey.requestsPerSecond / base.requestsPerSecond).toFixed(2)}x, ` +
      `p50 ${(viaKey.p50Ms / base.p50Ms).toFixed(2)}x, p99 ${(viaKey.p99Ms / base.p99Ms).toFixed(2)}x`,
  );
} finally {
  await platform.stop();
}
