import { bootAllInOne } from "./boot-all-in-one.ts";
import { bootDistributed } from "./boot-distributed.ts";
import type { RunningPlatform, Shape } from "./running-platform.ts";

export type { RunningPlatform, Shape };
export { bootAllInOne, bootDistributed };

export function boot(shape: Shape, env?: Record<string, string>): Promise<RunningPlatform> {
  return shape === "all" ? bootAllInOne(env) : bootDistributed(env);
}
