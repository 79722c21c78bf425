import type { Redis } from "ioredis";
import type { CounterWindow } from "../port.ts";

/**
 * INCR and PTTL in one script so concurrent callers cannot interleave between them. The expiry is set only
 * when the key has none (-1: just created, or a plain value was stored there), so the window starts at the
 * first increment and later increments never extend it.
 */
const INCREMENT_WINDOW_LUA = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const COMMAND_NAME = "cxIncrementWindow";

type WindowCommand = (key: string, windowMs: number) => Promise<unknown>;

/** Registers the script on the client (ioredis then uses EVALSHA, falling back to EVAL) and returns a typed caller. */
export function defineIncrementWindow(client: Redis): (key: string, windowMs: number) => Promise<CounterWindow> {
  client.defineCommand(COMMAND_NAME, { numberOfKeys: 1, lua: INCREMENT_WINDOW_LUA });
  const command = (client as unknown as Record<typeof COMMAND_NAME, WindowCommand>)[COMMAND_NAME].bind(client);
  return async (key, windowMs) => {
    const reply = await command(key, windowMs);
    if (!Array.isArray(reply) || typeof reply[0] !== "number" || typeof reply[1] !== "number") {
      throw new Error(`unexpected reply from ${COMMAND_NAME}: ${JSON.stringify(reply)}`);
    }
    return { count: reply[0], resetInMs: reply[1] };
  };
}
