/**
 * Drafts: the stable hash of a draft, the hash a reconcile preview hands out, and when each path
 * the draft changed last changed.
 */
import { createHash } from "node:crypto";
import { changedPaths, type PathSegments, parsePath, pathsOverlap, samePresence, valueAt } from "./config-paths.ts";
import { canonicalJson, type JsonObject } from "./json.ts";

/** `path` → ISO time, for each path that differs from the base. */
export type PathChangedAt = Record<string, string>;

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The draft's `draft_hash`: its config and base, independent of key order. */
export function draftHash(config: JsonObject, baseVersionId: string): string {
  return sha256(canonicalJson({ base_version_id: baseVersionId, config }));
}

/**
 * The `draft_hash` of a reconcile preview. The apply must fail with `draft_changed` when the draft
 * *or the tip* changed since the preview, so the preview's token covers the tip too.
 */
export function previewHash(config: JsonObject, baseVersionId: string, tipVersionId: string): string {
  return sha256(canonicalJson({ base_version_id: baseVersionId, config, tip_version_id: tipVersionId }));
}

/**
 * The latest time any of `changedAt`'s paths inside or around `path` changed: the map may record a
 * change at a coarser or finer path than the one asked about (`agent` when the base had no agent
 * section at all, `agent.prompt.llm` when it had).
 */
export function lastChangeAround(changedAt: PathChangedAt, path: PathSegments): string | null {
  let latest: string | null = null;
  for (const [recorded, at] of Object.entries(changedAt)) {
    if (pathsOverlap(parsePath(recorded), path) && (latest === null || at > latest)) latest = at;
  }
  return latest;
}

/**
 * `path_changed_at` of a newly saved draft config: a path whose value is the same as in the
 * previous save keeps its time; a path changed by this save gets `now`.
 */
export function nextPathChangedAt(
  base: JsonObject,
  config: JsonObject,
  previous: { config: JsonObject; pathChangedAt: PathChangedAt } | null,
  now: string,
): PathChangedAt {
  const out: PathChangedAt = {};
  for (const path of changedPaths(base, config)) {
    const segments = parsePath(path);
    const unchanged = previous !== null && samePresence(valueAt(previous.config, segments), valueAt(config, segments));
    out[path] = (unchanged && previous ? lastChangeAround(previous.pathChangedAt, segments) : null) ?? now;
  }
  return out;
}
