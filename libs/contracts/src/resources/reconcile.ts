/**
 * Part 2.6 (preview) and the reconcile apply body. What base, source and target mean is "not
 * shown" there; the extension spec fixes it: base = the draft's base version, source = the draft,
 * target = the branch tip.
 */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, LiteralUnion, Nullable } from "../builders.ts";
import { AgentConfig } from "./agent-config.ts";

export const RECONCILE_SIDES = ["source", "target"] as const;
export const ReconcileSide = LiteralUnion(RECONCILE_SIDES);
export type ReconcileSide = Static<typeof ReconcileSide>;

export const ReconcileConflict = Type.Object({
  path: Type.String(),
  base_present: Type.Boolean(),
  source_present: Type.Boolean(),
  target_present: Type.Boolean(),
  // Any JSON value; `Unknown` already admits null.
  base: Type.Optional(Type.Unknown()),
  source: Type.Optional(Type.Unknown()),
  target: Type.Optional(Type.Unknown()),
  source_last_changed_at: Type.Optional(Nullable(DateTime())),
  target_last_changed_at: Type.Optional(Nullable(DateTime())),
  source_last_changed_version_id: Type.Optional(Nullable(Type.String())),
  target_last_changed_version_id: Type.Optional(Nullable(Type.String())),
  winner: Type.Optional(Nullable(ReconcileSide)),
});
export type ReconcileConflict = Static<typeof ReconcileConflict>;

export const ReconcilePreview = Type.Object({
  base_version_id: Type.String(),
  tip_version_id: Type.String(),
  draft_hash: Type.String(),
  config: AgentConfig,
  overridden_fields: Type.Array(Type.String()),
  conflicts: Type.Array(ReconcileConflict),
});
export type ReconcilePreview = Static<typeof ReconcilePreview>;

/** `resolutions` maps a conflicting path to the side that should win, overriding `winner`. */
export const ReconcileApplyBody = Body({
  draft_hash: Type.String({ minLength: 1 }),
  resolutions: Type.Optional(Type.Record(Type.String(), ReconcileSide)),
});
export type ReconcileApplyBody = Static<typeof ReconcileApplyBody>;
