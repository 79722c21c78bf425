type StampField =
  | "source_last_changed_at"
  | "target_last_changed_at"
  | "source_last_changed_version_id"
  | "target_last_changed_version_id";

/**
 * The conflict the merge and reconcile tests arrange: the temperature, 0.3 at the base, set to 0.9
 * by the draft (the source) and to 0.1 on the tip (the target), the draft's change being the later.
 * `changes` are the sides' change stamps, or matchers for them.
 */
export function temperatureConflict<Stamps extends Record<StampField, unknown>>(changes: Stamps) {
  return {
    path: "agent.prompt.temperature",
    base_present: true,
    source_present: true,
    target_present: true,
    base: 0.3,
    source: 0.9,
    target: 0.1,
    ...changes,
    winner: "source" as const,
  };
}
