/**
 * Every error code the platform answers with, and its HTTP status. This table is the one place
 * where a code meets a status: handlers throw codes, the HTTP kit looks the status up here.
 */
export const ERROR_STATUS = {
  validation_failed: 422,
  idempotency_key_reused: 422,
  deployment_invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  conflict: 409,
  last_owner: 409,
  branch_name_taken: 409,
  branch_main_protected: 409,
  draft_stale: 409,
  draft_changed: 409,
  deployment_branch_archived: 409,
  deployment_stale: 409,
  deployment_tests_required: 409,
  folder_name_taken: 409,
  folder_not_empty: 409,
  invocation_finished: 409,
  conversation_not_active: 409,
  conversation_not_ended: 409,
  conversation_busy: 409,
  document_in_use: 409,
  idempotency_in_progress: 409,
  tool_name_taken: 409,
  tool_in_use: 409,
  not_implemented: 501,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
