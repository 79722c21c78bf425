#!/usr/bin/env bun
/**
 * Regenerates the client's `src/generated/api.ts` from the live document: from `CX_BASE_URL` when
 * set (a running platform), otherwise from a platform started here, in memory, for the moment it
 * takes. It lives apart from the client so that the client's package names none of the platform.
 */
import { writeFileSync } from "node:fs";
import { PLATFORM_MODULES } from "@cx/platform";
import { startPlatform } from "@cx/runtime";
import { GENERATED_TYPES_PATH, generateTypes } from "./generate-types.ts";

async function liveDocument(): Promise<object> {
  const external = process.env.CX_BASE_URL;
  if (external) return (await (await fetch(new URL("/openapi.json", external))).json()) as object;
  const platform = await startPlatform({
    modules: PLATFORM_MODULES,
    targets: ["all"],
    env: { DATA_DIR: "memory", LOG_LEVEL: "silent" },
  });
  try {
    const port = platform.listen(0);
    return (await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json()) as object;
  } finally {
    await platform.stop();
  }
}

writeFileSync(GENERATED_TYPES_PATH, await generateTypes(await liveDocument()));
console.log(`wrote ${GENERATED_TYPES_PATH}`);
