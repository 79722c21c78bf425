import type { Redis } from "ioredis";
import type { LeasePool } from "../port.ts";

/**
 * A pool is a sorted set of leases scored by their expiry. Expiries are read from Redis' own clock
 * (TIME), so replicas whose clocks disagree still agree on when a lease lapsed. Taking a lease
 * checks every pool before writing to any, in one script: two replicas cannot both take the last
 * place, and a lease is never left in one pool after another refused it.
 */
const NOW_MS = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
`;

/** KEYS: the pools; ARGV: the lease, its time to live, then each pool's limit. */
const ACQUIRE_LUA = `${NOW_MS}
local lease = ARGV[1]
local ttl = tonumber(ARGV[2])
for i, pool in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', pool, '-inf', now)
  if not redis.call('ZSCORE', pool, lease) and redis.call('ZCARD', pool) >= tonumber(ARGV[2 + i]) then
    return 0
  end
end
for _, pool in ipairs(KEYS) do
  redis.call('ZADD', pool, now + ttl, lease)
  redis.call('PEXPIRE', pool, ttl)
end
return 1
`;

/** KEYS: the pools; ARGV: the lease and its time to live. Extends only a lease still held. */
const RENEW_LUA = `${NOW_MS}
local ttl = tonumber(ARGV[2])
for _, pool in ipairs(KEYS) do
  if redis.call('ZADD', pool, 'XX', 'CH', now + ttl, ARGV[1]) == 1 then
    redis.call('PEXPIRE', pool, ttl)
  end
end
return 1
`;

const ACQUIRE = "cxAcquireLeases";
const RENEW = "cxRenewLeases";

type Script = (...args: (string | number)[]) => Promise<unknown>;

export interface LeaseCommands {
  acquire(lease: string, pools: readonly LeasePool[], ttlMs: number): Promise<boolean>;
  renew(lease: string, pools: readonly string[], ttlMs: number): Promise<void>;
  release(lease: string, pools: readonly string[]): Promise<void>;
}

/** Registers the scripts on the client (EVALSHA, falling back to EVAL) and returns typed callers. */
export function defineLeaseCommands(client: Redis): LeaseCommands {
  client.defineCommand(ACQUIRE, { lua: ACQUIRE_LUA });
  client.defineCommand(RENEW, { lua: RENEW_LUA });
  const scripts = client as unknown as Record<typeof ACQUIRE | typeof RENEW, Script>;
  return {
    async acquire(lease, pools, ttlMs) {
      const reply = await scripts[ACQUIRE].call(
        client,
        pools.length,
        ...pools.map((pool) => pool.name),
        lease,
        ttlMs,
        ...pools.map((pool) => pool.limit),
      );
      return reply === 1;
    },
    async renew(lease, pools, ttlMs) {
      await scripts[RENEW].call(client, pools.length, ...pools, lease, ttlMs);
    },
    async release(lease, pools) {
      const batch = client.multi();
      for (const pool of pools) batch.zrem(pool, lease);
      await batch.exec();
    },
  };
}
