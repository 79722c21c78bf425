import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { CALLER_HEADER, signCaller } from "@cx/http-kit";
import { LINK_CALLER, ServiceLink } from "@cx/service-link";

const ROOT = join(import.meta.dir, "..", "..");

function run(args: string[], env: Record<string, string>) {
  return Bun.spawn(["bun", "platform/main.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
}

describe("the platform process", () => {
  it("stops with a message naming a bad variable, without echoing secrets", async () => {
    const child = run([], { PORT: "eighty", INTERNAL_TOKEN_SECRET: "too-short-secret", DATA_DIR: "memory" });
    expect(await child.exited).toBe(2);
    const stderr = await new Response(child.stderr).text();
    expect(stderr).toContain("PORT is invalid");
    expect(stderr).toContain("INTERNAL_TOKEN_SECRET is invalid");
    expect(stderr).not.toContain("too-short-secret");
    // The message alone: no stack trace, no excerpt of the source that threw.
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain("load.ts");
  });

  it("stops with a plain message when its port is held by another process", async () => {
    const holder = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    try {
      const child = run([], { DATA_DIR: "memory", PORT: String(holder.port), HOST: "127.0.0.1" });
      expect(await child.exited).toBe(1);
      const stderr = (await new Response(child.stderr).text()).trim();
      expect(stderr).toBe(
        `port ${holder.port} is in use by another process: stop that process, or set PORT to another port.`,
      );
    } finally {
      holder.stop(true);
    }
  });

  it("stops with one line naming AMQP_URL, without its password, when the broker refuses its virtual host", async () => {
    const broker = new URL(process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672");
    broker.pathname = "/no-such-vhost";
    const child = run(["--target=agents"], {
      DATA_DIR: "memory",
      PORT: "0",
      HOST: "127.0.0.1",
      INTERNAL_TOKEN_SECRET: "x".repeat(40),
      AMQP_URL: broker.toString(),
    });
    expect(await child.exited).toBe(1);
    const stderr = (await new Response(child.stderr).text()).trim();
    const stdout = await new Response(child.stdout).text();
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toContain("AMQP_URL");
    expect(stderr).toContain('virtual host "no-such-vhost"');
    expect(stderr).not.toMatch(/^\s+at /m);
    if (broker.password) expect(stderr + stdout).not.toContain(`:${broker.password}@`);
  });

  it("refuses to run a service alone without the internal secret", async () => {
    const child = run(["--target=agents"], { DATA_DIR: "memory", PORT: "0" });
    expect(await child.exited).toBe(2);
    expect(await new Response(child.stderr).text()).toContain("INTERNAL_TOKEN_SECRET is required");
  });

  it("prints the effective configuration with secrets redacted", async () => {
    const child = run(["--print-config"], { REDIS_URL: "redis://:hunter2@127.0.0.1:6379", PORT: "9999" });
    expect(await child.exited).toBe(0);
    const stdout = await new Response(child.stdout).text();
    expect(stdout).toContain("PORT=9999");
    expect(stdout).toContain("REDIS_URL=[redacted]");
    expect(stdout).not.toContain("hunter2");
  });

  it("prints every target it can run: each service, its routes and workers apart, the gateway and all", async () => {
    const { SERVICE_REGISTRY, serviceTargets } = await import("@cx/route-table");
    const child = run(["--print-targets"], {});
    expect(await child.exited).toBe(0);
    const printed = (await new Response(child.stdout).text()).trim().split("\n");
    const expected = [...SERVICE_REGISTRY.flatMap((service) => serviceTargets(service)), "gateway", "all"];
    expect(printed.sort()).toEqual(expected.sort());
    expect(printed).toContain("knowledge-worker");
  });

  it("serves a single service on its own port and exits cleanly on SIGTERM", async () => {
    const child = run(["--target=agents"], {
      DATA_DIR: "memory",
      PORT: "0",
      HOST: "127.0.0.1",
      INTERNAL_TOKEN_SECRET: "x".repeat(40),
    });
    const decoder = new TextDecoder();
    let port: number | undefined;
    for await (const chunk of child.stdout) {
      const match = /"port":(\d+)/.exec(decoder.decode(chunk));
      if (match) {
        port = Number(match[1]);
        break;
      }
    }
    expect(port).toBeGreaterThan(0);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    // Its own routes, without a gateway: an unsigned request is refused by the service itself.
    const direct = await fetch(`http://127.0.0.1:${port}/api/v1/workspaces/ws_1/agents`);
    expect(direct.status).toBe(401);
    // Over a link the same: the link's own signature lets the link in, not a call without a caller.
    const link = new ServiceLink({
      baseUrl: `http://127.0.0.1:${port}`,
      credentials: () => ({ [CALLER_HEADER]: signCaller(LINK_CALLER, "x".repeat(40)) }),
      minRetryDelayMs: 10,
    });
    try {
      const until = performance.now() + 3000;
      while (!link.ready && performance.now() < until) await Bun.sleep(10);
      expect(link.ready).toBe(true);
      const overLink = await link.call("GET", "/api/v1/workspaces/ws_1/agents", {}).answer;
      expect(overLink.status).toBe(401);
      expect(((await overLink.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
    } finally {
      link.close();
    }
    child.kill("SIGTERM");
    expect(await child.exited).toBe(0);
  });
});
