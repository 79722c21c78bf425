import type { KnowledgeDocumentStatus } from "@cx/contracts";

/**
 * The document lifecycle (transitions the specification leaves open):
 * `pending` → `indexing` (a worker claimed it) → `ready` | `failed`;
 * `indexing` → `pending` when its worker's lease lapsed and the job is queued again;
 * `ready` | `failed` → `pending` on refresh.
 */
const TRANSITIONS: Record<KnowledgeDocumentStatus, readonly KnowledgeDocumentStatus[]> = {
  pending: ["indexing", "failed"],
  indexing: ["ready", "failed", "pending"],
  ready: ["pending"],
  failed: ["pending"],
};

export function canTransition(from: KnowledgeDocumentStatus, to: KnowledgeDocumentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses a refresh may start from: a document already queued or indexing is left alone. */
export function isSettled(status: KnowledgeDocumentStatus): boolean {
  return status === "ready" || status === "failed";
}

/**
 * Why indexing failed, as `reason: explanation`: the reason is a stable code clients can match,
 * the explanation is for people.
 */
export function failureText(reason: string, explanation: string): string {
  return `${reason}: ${explanation}`;
}
