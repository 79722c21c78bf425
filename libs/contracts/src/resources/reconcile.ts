/**
 * Part 2.6 (preview) and the reconcile apply body. What base, source and target mean is "not
 * shown" there; the extension spec fixes it: base = the draft's base version, source = the draft,
 * target = the branch tip.
 */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Described, LiteralUnion, Nullable } from "../builders.ts";
import { AgentConfig } from "./agent-config.ts";

export const RECONCILE_SIDES = ["source", "target"] as const;
export const ReconcileSide = LiteralUnion(RECONCILE_SIDES, {
  description: "`source` (the draft) or `target` (the branch tip).",
});
export type ReconcileSide = Static<typeof ReconcileSide>;

export const ReconcileConflict = Type.Object({
  path: Type.String({ description: "The config path (dot form) changed differently on both sides." }),
  base_present: Type.Boolean({ description: "Whether the path is present in the draft's base version." }),
  source_present: Type.Boolean({ description: "Whether the path is present in the draft." }),
  target_present: Type.Boolean({ description: "Whether the path is present in the branch tip." }),
  // Any JSON value; `Unknown` already admits null.
  base: Type.Optional(Type.Unknown({ description: "The value in the draft's base version; absent when not present." })),
  source: Type.Optional(Type.Unknown({ description: "The value in the draft; absent when not present." })),
  target: Type.Optional(Type.Unknown({ description: "The value in the branch tip; absent when not present." })),
  source_last_changed_at: Type.Optional(
    Nullable(DateTime(), { description: "When the draft last changed the path (from its `path_changed_at`)." }),
  ),
  target_last_changed_at: Type.Optional(
    Nullable(DateTime(), { description: "When the newest version after the base that changed the path was made." }),
  ),
  source_last_changed_version_id: Type.Optional(
    Nullable(Type.String(), { description: "Always null: the draft is not a version." }),
  ),
  target_last_changed_version_id: Type.Optional(
    Nullable(Type.String(), { description: "The newest version after the base that changed the path." }),
  ),
  winner: Type.Optional(
    Nullable(ReconcileSide, {
      description: "The side that changed the path last, whose value `config` holds; a tie goes to `target`.",
    }),
  ),
});
export type ReconcileConflict = Static<typeof ReconcileConflict>;

export const ReconcilePreview = Type.Object({
  base_version_id: Type.String({ description: "The draft's base version (base)." }),
  tip_version_id: Type.String({ description: "The branch tip (target)." }),
  draft_hash: Type.String({
    description:
      "A token of what was previewed; send it to the reconcile apply, which refuses it once the draft or the tip changed.",
  }),
  config: Described(AgentConfig, "The merged configuration the apply would give the draft."),
  overridden_fields: Type.Array(Type.String(), {
    description: "The paths where `config` differs from the draft: the draft's value will be replaced.",
  }),
  conflicts: Type.Array(ReconcileConflict, {
    description: "The paths changed differently on both sides, sorted by path.",
  }),
});
export type ReconcilePreview = Static<typeof ReconcilePreview>;

/** `resolutions` maps a conflicting path to the side that should win, overriding `winner`. */
export const ReconcileApplyBody = Body(
  {
    draft_hash: Type.String({ minLength: 1, description: "The preview's `draft_hash`." }),
    resolutions: Type.Optional(
      Type.Record(Type.String(), ReconcileSide, {
        description: "Conflicting paths mapped to the side that should win, overriding the preview's `winner`.",
      }),
    ),
  },
  {
    examples: [
      {
        draft_hash: "4a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c",
        resolutions: { "agent.prompt.temperature": "source" },
      },
    ],
  },
);
export type ReconcileApplyBody = Static<typeof ReconcileApplyBody>;
