import type { Database } from "@cx/store";

export const COLLECTIONS = {
  entries: "agent_test_entries",
  revisions: "agent_test_revisions",
  deletions: "agent_test_deletions",
  invocations: "test_invocations",
  runs: "test_runs",
  results: "test_results",
} as const;

/** Index names, so tests and diagnostics can say which one a query used. */
export const INDEXES = {
  siblings: "folder_sibling_unique",
  folderRecent: "folder_recent",
  folderAlpha: "folder_alpha",
  workspaceRecent: "workspace_recent",
  workspaceAlpha: "workspace_alpha",
  search: "workspace_name",
  sharedWith: "shared_recent",
  createdBy: "creator_recent",
  revisions: "workspace_test_revisions",
  deletions: "deletions_started",
  runsByUpdate: "runs_invocation_updated",
  runsDue: "runs_status_due",
  runsOfTest: "runs_test_recent",
  runsByStatus: "runs_invocation_open",
  runsByRepeat: "runs_invocation_repeat",
  resultsOfTest: "results_test_recent",
  agentInvocations: "invocations_agent_recent",
  agentBranchInvocations: "invocations_agent_branch_recent",
  agentStatusInvocations: "invocations_agent_status_recent",
  versionStatusInvocations: "invocations_version_status_recent",
} as const;

/**
 * Every list query has an index whose leading field is its (workspace-qualified) equality and
 * whose last field is its sort key, so MongoDB answers a page by walking the index from the cursor
 * and stopping after one page; the embedded engine narrows to the same leading equality. The
 * unique sibling index is what keeps folder names unique among siblings under concurrent writes.
 * See `scopeKey` for why the scopes carry the workspace inside them.
 */
export async function ensureIndexes(database: Database): Promise<void> {
  await database.collection(COLLECTIONS.entries).createIndexes([
    { name: INDEXES.siblings, keys: { folder_scope: 1, sibling_key: 1 }, unique: true },
    { name: INDEXES.folderRecent, keys: { folder_scope: 1, recent_key: 1 } },
    { name: INDEXES.folderAlpha, keys: { folder_scope: 1, alpha_key: 1 } },
    { name: INDEXES.workspaceRecent, keys: { workspace_id: 1, recent_key: 1 } },
    { name: INDEXES.workspaceAlpha, keys: { workspace_id: 1, alpha_key: 1 } },
    { name: INDEXES.search, keys: { workspace_id: 1, name_key: 1 } },
    { name: INDEXES.sharedWith, keys: { share_scopes: 1, recent_key: 1 } },
    { name: INDEXES.createdBy, keys: { creator_scope: 1, recent_key: 1 } },
  ]);
  await database
    .collection(COLLECTIONS.revisions)
    .createIndexes([{ name: INDEXES.revisions, keys: { workspace_id: 1, test_id: 1, revision_created_at: 1 } }]);
  await database
    .collection(COLLECTIONS.deletions)
    .createIndexes([{ name: INDEXES.deletions, keys: { started_at: 1 } }]);
  // The runs list and live updates walk one invocation's runs in `updated_at` order; the sweeper
  // looks for unfinished runs whose lease or re-queue time has passed, across workspaces.
  await database.collection(COLLECTIONS.runs).createIndexes([
    { name: INDEXES.runsByUpdate, keys: { invocation_id: 1, updated_at: 1, _id: 1 } },
    { name: INDEXES.runsDue, keys: { status: 1, lease_expires_at: 1 } },
    // A test's runs (extensions part 10), newest first, walked backwards; and, in a history, the
    // runs of one test in an invocation not settled yet (they share its `created_at`).
    { name: INDEXES.runsOfTest, keys: { workspace_id: 1, test_id: 1, created_at: 1, _id: 1 } },
    // Settling an invocation asks whether any of its runs is still open, after each run ends. The
    // workspace comes last so that the runs list, which names no status, keeps walking runsByUpdate.
    { name: INDEXES.runsByStatus, keys: { invocation_id: 1, status: 1, workspace_id: 1 } },
    // A comparison reads each test's first run (repeat 0) of two invocations, not all their repeats.
    { name: INDEXES.runsByRepeat, keys: { invocation_id: 1, repeat_index: 1 } },
  ]);
  // A test's history: its results per invocation, newest first.
  await database
    .collection(COLLECTIONS.results)
    .createIndexes([{ name: INDEXES.resultsOfTest, keys: { workspace_id: 1, test_id: 1, created_at: 1, _id: 1 } }]);
  // An agent's invocations, newest first, and the same narrowed by branch or by status.
  await database.collection(COLLECTIONS.invocations).createIndexes([
    { name: INDEXES.agentInvocations, keys: { workspace_id: 1, agent_id: 1, created_at: 1, _id: 1 } },
    {
      name: INDEXES.agentBranchInvocations,
      keys: { workspace_id: 1, agent_id: 1, branch_id: 1, created_at: 1, _id: 1 },
    },
    { name: INDEXES.agentStatusInvocations, keys: { workspace_id: 1, agent_id: 1, status: 1, created_at: 1, _id: 1 } },
    // The deployment gate: a version's completed invocations, newest first.
    {
      name: INDEXES.versionStatusInvocations,
      keys: { workspace_id: 1, version_id: 1, status: 1, created_at: 1, _id: 1 },
    },
  ]);
}
