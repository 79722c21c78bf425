import type { Redis, RedisOptions } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { toPositiveWholeMs } from "../durations.ts";
import { type CacheErrorHandler, cacheClosedError, logCacheError } from "../errors.ts";
import { assertValidPolicy, limiterKeyPrefix, PolicyRegistry, wrapFlexibleLimiter } from "../flexible-limiter.ts";
import type { Cache, RateLimiter } from "../port.ts";
import { quitOrDrop, RedisSubscriber } from "./redis-subscriber.ts";
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
 * black-holed hosts, and a 2 s reply deadline (which also covers commands waiting in the offline queue).
 */
const CONNECTION_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 2_000,
};

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
  const subscriber = new RedisSubscriber(() => connect("subscriber"), onError);
  const incrementWindow = defineIncrementWindow(client);
  const key = (name: string): string => keyPrefix + name;
  const limiters = new PolicyRegistry<RateLimiter>();
  let closing: Promise<void> | undefined;

  const open = (): void => {
    if (closing !== undefined) throw cacheClosedError();
  };

  return {
    kind: "redis",

    async get(name) {
      open();
      return client.get(key(name));
    },

    async set(name, value, ttlMs) {
      open();
      if (ttlMs === undefined) {
        await client.set(key(name), value);
      } else {
        await client.set(key(name), value, "PX", toPositiveWholeMs(ttlMs, "ttlMs"));
      }
    },

    async del(...names) {
      open();
      if (names.length === 0) return;
      await client.del(...names.map(key));
    },

    async incrementWindow(name, windowMs) {
      open();
      return incrementWindow(key(name), toPositiveWholeMs(windowMs, "windowMs"));
    },

    async publish(channel, message) {
      open();
      return client.publish(key(channel), message);
    },

    async subscribe(channel, handler) {
      open();
      return subscriber.subscribe(key(channel), handler);
    },

    rateLimiter(policy) {
      open();
      assertValidPolicy(policy);
      return limiters.resolve(policy.name, policy, () => {
        const shape = {
          keyPrefix: limiterKeyPrefix(keyPrefix, policy),
          points: policy.points,
          duration: policy.windowSeconds,
        };
        const limiter = new RateLimiterRedis({
          ...shape,
          storeClient: client,
          // While Redis is unreachable each replica keeps limiting on its own rather than failing every request.
          insuranceLimiter: new RateLimiterMemory(shape),
        });
        return wrapFlexibleLimiter(limiter, policy);
      });
    },

    async ping() {
      open();
      try {
        await client.ping();
      } catch (error) {
        // ioredis reports "max retries reached"; the socket error is what tells an operator why.
        const cause =
          lastConnectionError instanceof Error ? ` (last connection error: ${lastConnectionError.message})` : "";
        throw new Error(`redis did not answer PING: ${messageOf(error)}${cause}`, { cause: error });
      }
    },

    close() {
      closing ??= Promise.all([quitOrDrop(client), subscriber.close()]).then(() => undefined);
      return closing;
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
