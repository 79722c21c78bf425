import type { Redis, RedisOptions } from "ioredis";
import pTimeout from "p-timeout";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { type CacheErrorHandler, logCacheError } from "../errors.ts";
import { PolicyRegistry } from "../flexible-limiter.ts";
import type { Cache, RateLimiter } from "../port.ts";
import { prefixedCache } from "../prefixed-cache.ts";
import { defineLeaseCommands } from "./lease-scripts.ts";
import { quitOrDrop, RedisSubscriber } from "./redis-subscriber.ts";
import { talliedLimiter } from "./tallied-limiter.ts";
import { defineIncrementWindow } from "./window-script.ts";

export interface RedisCacheOptions {
  /** e.g. `redis://:password@host:6379/0`. */
  url: string;
  /** Prepended to every key, channel and rate-limit key; replicas sharing data must use the same prefix. */
  keyPrefix?: string;
  onError?: CacheErrorHandler;
}

/**
 * Bounds every command so a dead or unreachable Redis fails readiness and requests within ~2 s instead of
 * queueing forever: one reconnect attempt per command before it is rejected, a 2 s connect timeout for
 * black-holed hosts, and a 2 s reply deadline (from when a command is written; `ping` has its own).
 */
const CONNECTION_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 2_000,
};

/** How long `ping` (the readiness check) waits, whatever state the connection is in. */
const PING_TIMEOUT_MS = 2_000;

export function createRedisCache({ url, keyPrefix = "cx:", onError = logCacheError }: RedisCacheOptions): Cache {
  let lastConnectionError: unknown;
  // Loaded with the first Redis cache: a process on the in-process cache never pays for the client.
  const { Redis: RedisClient } = require("ioredis") as typeof import("ioredis");
  const connect = (role: string): Redis => {
    const connection = new RedisClient(url, { ...CONNECTION_OPTIONS, connectionName: `cx-cache-${role}` });
    // Without a listener ioredis prints every reconnect failure as an "unhandled error event".
    connection.on("error", (error: unknown) => {
      lastConnectionError = error;
      onError(error);
    });
    return connection;
  };
  const client = connect("commands");
  // Until the first connection, commands wait for it; after, a connection that is down is known.
  let connectedOnce = false;
  client.once("ready", () => {
    connectedOnce = true;
  });
  const subscriber = new RedisSubscriber(() => connect("subscriber"), onError);
  const incrementWindow = defineIncrementWindow(client);
  const leases = defineLeaseCommands(client);
  const limiters = new PolicyRegistry<RateLimiter>();
  let closing: Promise<void> | undefined;

  return prefixedCache("redis", keyPrefix, {
    get: (key) => client.get(key),

    async set(key, value, ttlMs) {
      if (ttlMs === undefined) {
        await client.set(key, value);
      } else {
        await client.set(key, value, "PX", ttlMs);
      }
    },

    async del(keys) {
      await client.del(...keys);
    },

    incrementWindow: (key, windowMs) => incrementWindow(key, windowMs),
    publish: (channel, message) => client.publish(channel, message),
    subscribe: (channel, handler, events) => subscriber.subscribe(channel, handler, events),

    rateLimiter(limiterPrefix, policy) {
      return limiters.resolve(policy.name, policy, () => {
        const limiter = new RateLimiterRedis({
          keyPrefix: limiterPrefix,
          points: policy.points,
          duration: policy.windowSeconds,
          storeClient: client,
        });
        // While Redis is unreachable each replica keeps limiting on its own, and tells Redis after.
        return talliedLimiter(limiter, policy, { reachable: () => !connectedOnce || client.status === "ready" });
      });
    },

    acquireLeases: (lease, pools, ttlMs) => leases.acquire(lease, pools, ttlMs),
    renewLeases: (lease, pools, ttlMs) => leases.renew(lease, pools, ttlMs),
    releaseLeases: (lease, pools) => leases.release(lease, pools),

    async ping() {
      try {
        // ioredis' command timeout starts when the command is written: one queued behind a grown
        // reconnect back-off waited past it (3.2 s seen). A health check must answer in time.
        await pTimeout(client.ping(), {
          milliseconds: PING_TIMEOUT_MS,
          message: `no answer within ${PING_TIMEOUT_MS} ms`,
        });
      } catch (error) {
        // ioredis reports "max retries reached"; the socket error is what tells an operator why.
        const cause =
          lastConnectionError instanceof Error ? ` (last connection error: ${lastConnectionError.message})` : "";
        throw new Error(`redis did not answer PING: ${messageOf(error)}${cause}`, { cause: error });
      }
    },

    closed: () => closing !== undefined,

    close() {
      closing ??= Promise.all([quitOrDrop(client), subscriber.close()]).then(() => undefined);
      return closing;
    },
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
