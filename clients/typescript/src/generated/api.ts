/**
 * Generated from the platform's OpenAPI document (GET /openapi.json) by openapi-typescript.
 * Do not edit: run `bun run --cwd clients/typescript generate` after changing a route or a schema.
 */

export interface paths {
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register
         * @description Creates a user and an owner workspace when the email is not already registered. Answers 202 `{status: "diterima"}` whether or not the email is already registered, so that registration reveals nothing about which emails exist; an existing account is left untouched. Emails are compared case-insensitively after trimming. At most 10 attempts a minute per client address (429 `rate_limited` with `Retry-After` beyond).
         *
         *     No authentication. Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Verifies the credentials and issues a secure dashboard session cookie, `cx_session` (`HttpOnly`, `Secure`, `SameSite=Lax`, `Path=/`). Without `remember` it is a browser-session cookie and the session expires after 12 hours; with `remember: true` both last 30 days. A wrong email or password is 401 `unauthenticated`, the same answer for both. At most 10 attempts a minute per client address and 5 failed logins in 15 minutes per email (429 `rate_limited` beyond).
         *
         *     No authentication.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current user
         * @description The signed-in user and the workspaces they are a member of, with their role in each.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user.
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Revokes the session: its cookie is refused (401) from then on, by every replica.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my workspaces
         * @description The workspaces the signed-in user is a member of, with their role in each, in cursor pages.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user.
         */
        get: operations["listWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workspace
         * @description The workspace, with the caller's role in it.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description The workspace's members and their roles, in cursor pages.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Add a member
         * @description Adds an already registered user, by email, with a role: an admin may grant `member` or `admin`, only an owner may grant `owner`. An email no account has: 404 `not_found`.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["addMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Removes the member from the workspace; their sessions lose the workspace at once. The last owner cannot be removed (409 `last_owner`).
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Sets the member's role. Only an owner may grant `owner` or change an owner's role; the last owner cannot be demoted (409 `last_owner`).
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The workspace's API keys, in cursor pages; never their secret.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key of the workspace with the role `member` or `admin` (never above the creator's). The answer is the only one that shows the secret `key` (`cxk_` and at least 32 url-safe characters); it is stored hashed. The key works on this workspace's paths only (404 elsewhere).
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/api-keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes the key: it is refused (401) at once, by every replica.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agents
         * @description The workspace's agents, newest first, in cursor pages.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listAgents"];
        put?: never;
        /**
         * Create an agent
         * @description Creates an agent with a branch named `main` whose first version holds `config` (validated against part 2.7 of the specification: an unknown key anywhere is 422) and is published; the deployment starts as `main` 100%.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an agent
         * @description The agent.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        /**
         * Delete an agent
         * @description Removes the agent with its branches, versions, drafts, deployments and deployment history; then every route of it is 404, and new conversations or test invocations of it are 404. Its conversations and test runs stay readable with their `agent_name`. Needs role `admin`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        /**
         * Update an agent
         * @description Changes the agent's name and its `deployment_policy` (partial: the members given replace the agent's, in `rollback` too). Changing the policy needs role `admin` (403 for a member); out of bounds (`min_repeats` 1..10, `min_pass_rate` and `max_failure_rate` 0..1, `min_conversations` 1..1000): 422.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        patch: operations["renameAgent"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an agent's branches
         * @description The agent's branches, `main` first and then oldest first, in cursor pages.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listBranches"];
        put?: never;
        /**
         * Create a branch
         * @description Creates a branch that starts with one published version, a copy of `parent_version_id`'s config (default: main's tip). Names are unique per agent (409 `branch_name_taken`).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches/{branch_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename, archive or restore a branch
         * @description Renames the branch, archives it (`is_archived: true`: it takes no traffic and is read-only) or restores it. `main` can be neither archived nor renamed (409 `branch_main_protected`); a branch that takes traffic cannot be archived (409 `conflict`, `details.reason: "branch_live"`).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        patch: operations["updateBranch"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches/{branch_id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a branch's versions
         * @description The branch's versions, newest first, in cursor pages. A version is immutable.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/versions/{version_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version
         * @description An immutable version of the agent: its config and `changed_paths`, the config paths (dot form) that differ from its parent.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a branch's draft
         * @description The draft of the branch `branch_id` names (at most one per branch). No draft: 404 `not_found`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getDraft"];
        /**
         * Save a branch's draft
         * @description Saves the whole draft config of the branch `branch_id` names, creating the draft or replacing it. A new draft's base is the branch tip unless `base_version_id` (a version of that branch) is given. `path_changed_at` maps each path that differs from the base to the time it last changed in the draft.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        put: operations["saveDraft"];
        post?: never;
        /**
         * Discard a branch's draft
         * @description Deletes the draft of the branch `branch_id` names; its versions are untouched.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["discardDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a branch's draft
         * @description Creates a new version on the branch from the draft and deletes the draft. The draft's base must be the branch tip; otherwise 409 `draft_stale` (reconcile first).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["publishDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft/reconcile-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview reconciling a draft
         * @description Previews reconciling a stale draft with the latest branch tip: base = the draft's base version config, source = the draft config, target = the branch tip config. Per path: unchanged on one side → the other side's value; equal on both → that value; changed differently on both → a conflict whose winner is the side that changed it last (a tie goes to `target`). `config` is the merged result, `overridden_fields` the paths where it differs from the draft. The preview changes nothing. No draft, or no `branch_id`: 404 `not_found`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["reconcilePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconcile a draft
         * @description Applies the preview's merge to the draft (`resolutions` override winners), whose base becomes the tip, and answers the new draft. A `draft_hash` that no longer matches (the draft or the tip changed since the preview): 409 `draft_changed`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["reconcileApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/deployments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an agent's deployment
         * @description The agent's current traffic distribution across its branches.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getDeployments"];
        /**
         * Update an agent's deployment
         * @description Replaces the agent's branch traffic distribution, all or nothing. Percentages must total 100. Duplicate, unknown or malformed branches and bad totals: 422 `deployment_invalid` with the offending entries in `details`; an archived branch: 409 `deployment_branch_archived`; a branch with a percentage above 0 whose tip is not ready for production traffic: 409 `deployment_stale`. The same distribution as the current one answers `changed: false` with the same `deployment_id`. With the agent's `deployment_policy.require_passing_tests`, a branch whose share rises needs a completed invocation of its tip version that ran every attached test at least `min_repeats` times with a pass rate of at least `min_pass_rate`: otherwise 409 `deployment_tests_required` with `details.branches` (`no_attached_tests`, `not_tested` or `tests_failing` with the failing tests). Lowering or keeping a share is never refused. `?force=true` (owners only, 403 otherwise) deploys anyway and is recorded.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        put: operations["updateDeployments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/deployments/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an agent's deployments
         * @description Every deployment the agent has had, newest first, in cursor pages: its distribution, who made it (a user or the platform), why (`created`, `manual`, `auto_rollback`), whether it was forced past the gate, the invocations that let raised branches through, and a rollback's details.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getDeploymentHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tools
         * @description The workspace's tools, newest first, in cursor pages.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listTools"];
        put?: never;
        /**
         * Create a tool
         * @description Creates a workspace tool: a `webhook` tool the platform calls (through the safe public URL rules), or a `client` tool handed to the caller of a conversation. Names are unique in the workspace (409 `tool_name_taken`). Header values are never answered back.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createTool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/tools/{tool_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tool
         * @description The tool; header values show as `***`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getTool"];
        put?: never;
        post?: never;
        /**
         * Delete a tool
         * @description Deletes the tool. A tool named by a draft or a branch tip: 409 `tool_in_use` unless `?force=true`. Versions that name a deleted tool keep working without it.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteTool"];
        options?: never;
        head?: never;
        /**
         * Update a tool
         * @description Members sent replace the stored ones; a header sent as `"***"` keeps its stored value. Names stay unique in the workspace (409 `tool_name_taken`).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        patch: operations["updateTool"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agent-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agent tests and folders
         * @description Lists visible test resources and folders, in cursor pages: `parent_folder_id` absent lists every item of the workspace, `root` the items at the root, a folder id its direct children. `search` is a case-insensitive substring of the name; `types[]`, `sort_mode` and `sharing_mode` filter and order.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listAgentTests"];
        put?: never;
        /**
         * Create an agent test
         * @description Creates a test of the kind `type` names: `simulation` (a simulated user talks with the agent and the whole conversation is judged), `next_reply` (the agent's next reply to `chat_history` is judged) or `tool_invocation` (the tool calls of that reply are checked). The body carries `name`, `parent_folder_id?`, `agent_id?` and the fields of its kind.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createAgentTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agent-tests/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move tests and folders
         * @description Moves the tests and folders `entity_ids` names into `parent_folder_id` (null: the root), all or nothing, and answers them as they now are. Moving a folder into itself or a descendant: 422; a name taken among the new siblings: 409 `folder_name_taken`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["moveAgentTests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an agent test
         * @description The test, with every field of part 2.3 (fields foreign to its kind hold their empty value).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getAgentTest"];
        /**
         * Replace an agent test
         * @description Replaces the test with the body (the create body); each replace makes a new `current_revision_id`. Editing needs `access_role` `admin`, `creator` or an `editor` entry in `access` (403 otherwise).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        put: operations["replaceAgentTest"];
        post?: never;
        /**
         * Delete an agent test
         * @description Deletes the test. Needs the right to edit it (403 otherwise).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteAgentTest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agent-test-folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an agent-test folder
         * @description Creates a folder; absent or null `parent_folder_id` creates a root folder. Names are unique among siblings (409 `folder_name_taken`).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createAgentTestFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agent-test-folders/{folder_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an agent-test folder
         * @description The folder, with its `breadcrumbs` from the root to its parent.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getAgentTestFolder"];
        put?: never;
        post?: never;
        /**
         * Delete an agent-test folder
         * @description Deletes an empty folder. A folder that is not empty: 409 `folder_not_empty`, unless `?force=true`, which deletes the whole subtree.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteAgentTestFolder"];
        options?: never;
        head?: never;
        /**
         * Rename or move an agent-test folder
         * @description Renames the folder, moves it (`parent_folder_id`, null for the root), or both. Moving a folder into itself or a descendant: 422; a name taken among the siblings: 409 `folder_name_taken`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        patch: operations["updateAgentTestFolder"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/test-invocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an agent's test invocations
         * @description The agent's invocations as `GET .../test-invocations/{id}` answers them (summary included), newest `created_at` first, ties by id, in cursor pages: an invocation started while a client pages sorts before the page it is on, so nothing is skipped or repeated. `branch_id` and `status` narrow the list. Another workspace's agent: 404.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listTestInvocations"];
        put?: never;
        /**
         * Start a test invocation
         * @description Runs the tests `test_ids` names against the agent's branch (`main` when `branch_id` is absent): one run per test per repeat, each freezing the test revision and the branch's tip version at invocation time. Runs are executed asynchronously by workers; follow them with the runs list or the live updates stream. `status` is `running` until every run is terminal, then `completed` or `cancelled`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["startTestInvocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/test-invocations/{invocation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a test invocation
         * @description The invocation: its counts, cost, tokens and per-test summary (pass rate and pass^k).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getTestInvocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/test-invocations/{invocation_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a test invocation
         * @description Turns every `pending` or `running` run into `interrupted`. A terminal invocation: 409 `invocation_finished`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["cancelTestInvocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/test-invocations/{invocation_id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test invocation runs
         * @description The invocation's run summaries, ordered by `updated_at`, then `id`, in cursor pages. `updated_after` returns runs whose `updated_at` is strictly later, so a client can poll with the last `updated_at` it saw and miss nothing.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listTestRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/test-invocations/{invocation_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a test invocation live
         * @description Answers `text/event-stream`: one `run` event (the run summary as JSON) for every run as it is when the client connects and then each time one changes, then one `invocation` event with the invocation when it becomes terminal, and the stream closes. Lines starting with `:` keep an idle connection open.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["streamTestInvocationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a test's runs across invocations
         * @description Every run of the test, in every invocation that ran it, newest first (by `created_at`, ties by id), as run summaries with the invocation, agent, branch, version and test revision they ran with. `agent_id`, `branch_id` and `version_id` narrow the list.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listAgentTestRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a test's history
         * @description The newest `limit` invocations that ran the test (1 to 100, default 20), newest first, each counted from the test's terminal runs in it, with the pass rate over them, whether the test is flaky (a listed invocation is, or two of the same `version_id` disagree) and when it last passed and failed.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getAgentTestHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/test-invocations/{invocation_id}/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare two test invocations
         * @description The invocation against `baseline` (an invocation id of the workspace, or `previous`: the newest terminal invocation of the same agent and branch created before this one; none is 404), test by test, matched by `test_id`: each test's `change` (regressed, fixed, flaky, still_failing, still_passing, added, removed, incomplete, counting passed and failed runs), both sides' counts, the pass rate delta and where the first decided run of each side diverges (the reply for next-reply and tool-invocation tests; the first transcript position at which the simulated conversations differ for simulation tests). Tests are ordered by change, regressions first, then by name. Also the totals of each change and the cost and token deltas. Invocations of different agents may be compared; the same id twice is 422.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["compareTestInvocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agent-tests/from-conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a test from a conversation
         * @description A `next_reply` test made from the agent message at transcript `seq` of the conversation: `chat_history` is the conversation before it, with the tool calls and results recorded there, ending with the last user message (agent messages after it are dropped); `success_examples` is the original reply; `dynamic_variables` the conversation's; `agent_id` its agent; `from_conversation_metadata` says where it came from. `seq` must name an agent message that follows at least one user message (422 naming `/seq`). Another workspace's conversation: 404.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createAgentTestFromConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/agents/{agent_id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a conversation
         * @description Starts a conversation with the agent and answers its detail, `status: "active"`. The version is the tip of `branch_id`, or the deployment's choice without it; `draft: true` (with `branch_id`) runs the branch's draft config instead. The agent's `first_message`, dynamic variables substituted, is transcript entry 0. Dynamic variables: `{{name}}` in the prompt and the first message is replaced by `dynamic_variables.name`; `system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is left as written (see `docs/api/dynamic-variables.md`).
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["startConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conversations
         * @description The workspace's conversations, newest `started_at` first, in cursor pages, filtered by `agent_id`, `branch_id`, `status` and `source`. Items are details without `transcript`, `events` and `analysis`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a conversation
         * @description The conversation's detail: transcript, events, analysis, usage and cost.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        /**
         * Delete a conversation
         * @description Removes the conversation with its transcript, events and analysis for good (privacy requests); then it is 404. A pending analysis is dropped. A test run that recorded it keeps its result, `conversation_id` still set. Needs role `admin`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message
         * @description Appends the user's `text` and the agent's reply and answers the detail. A reply that calls a `client` tool stops there: the detail carries `pending_tool_calls`, and the next message is `{tool_results}` answering them, after which the agent continues. With `Accept: text/event-stream` the reply streams: `delta` events with text as it is generated, then one `done` event with the detail. One message at a time: a message sent while a turn is in progress is 409 `conversation_busy`. A conversation that is not `active`: 409 `conversation_not_active`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a conversation
         * @description Ends the conversation (`status: "ended"`, `ended_at`, `end_reason: "api"`) and queues its analysis. A conversation that is not `active`: 409 `conversation_not_active`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["endConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}/analysis/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run conversation analysis
         * @description Runs the analysis again for an ended conversation, with the agent version it ran and that version's analysis settings. Answers the detail with `analysis_status: "pending"`; the previous `analysis` stays visible until the new one is done. A conversation that is not `ended`: 409 `conversation_not_ended`.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["runConversationAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a knowledge document from text
         * @description Stores the text as a knowledge document and answers 201 at once with `status: "pending"`; a worker chunks, embeds and indexes it: `pending` → `indexing` → `ready` or `failed` (with `error`).
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createKnowledgeFromText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a knowledge document
         * @description Takes a `multipart/form-data` body with a `file` part and optional `name` and `folder_id` fields, and answers 201 at once with `status: "pending"`; a worker extracts the readable text, chunks, embeds and indexes it. A file too large: 413; a body that is not multipart: 415.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createKnowledgeFromFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import knowledge from a URL
         * @description Fetches a safe public URL and indexes its readable content as a knowledge document. Answers 201 at once with `status: "pending"`; a worker fetches, extracts, chunks, embeds and indexes it. A URL refused before fetching: 422 (`details.reason: "url_not_public"`); one refused later (DNS, redirect, size, type) ends the document `failed` with the reason in `error`.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["importKnowledgeFromUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search knowledge
         * @description Answers the chunks nearest to `query`, at most `max_chunks` (default 5, at most 20), each with its `distance`, within `max_vector_distance` when given and among `document_ids` when given.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["searchKnowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List knowledge documents
         * @description The workspace's knowledge documents, newest first, in cursor pages, filtered by `folder_id`, `search`, `type` and `status`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listKnowledge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List knowledge folders
         * @description The workspace's knowledge folders, oldest first, in cursor pages: the direct subfolders of `parent_folder_id` (`root` for the workspace root), or every folder when it is absent.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listKnowledgeFolders"];
        put?: never;
        /**
         * Create a knowledge folder
         * @description Creates a folder; absent or null `parent_folder_id` creates it at the workspace root. Names are unique among siblings (409 `folder_name_taken`).
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createKnowledgeFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/folders/{folder_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a knowledge folder
         * @description The folder, with the number of its direct children.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getKnowledgeFolder"];
        put?: never;
        post?: never;
        /**
         * Delete a knowledge folder
         * @description Deletes an empty folder. A folder that is not empty: 409 `folder_not_empty`, unless `?force=true`, which deletes its contents too.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteKnowledgeFolder"];
        options?: never;
        head?: never;
        /**
         * Rename or move a knowledge folder
         * @description Renames the folder, moves it (`parent_folder_id`, null for the root), or both. Moving a folder into itself or a descendant: 422; a name taken among the siblings: 409 `folder_name_taken`.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        patch: operations["updateKnowledgeFolder"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/{doc_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a knowledge document
         * @description The document, with its indexing `status`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getKnowledgeDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a knowledge document
         * @description Deletes the document. One still attached to an agent's draft or branch tip: 409 `document_in_use` unless `?force=true`. Agent versions keep the document's `name`.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteKnowledgeDocument"];
        options?: never;
        head?: never;
        /**
         * Rename or move a knowledge document
         * @description Renames the document, moves it to another folder (`folder_id`, null for the root), or both.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        patch: operations["updateKnowledgeDocument"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/{doc_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a knowledge document's content
         * @description The extracted text of the document's live index. Before the first successful indexing (or after a failure): 409 `conflict` with `details.reason: "document_not_indexed"`.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getKnowledgeContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/knowledge/{doc_id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh a knowledge document
         * @description Indexes the document again (a URL document is fetched again) and answers 202 with it `pending`; on a document already `pending` or `indexing` it changes nothing. Search and the content keep answering the previous index until the new one is ready.
         *
         *     A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["refreshKnowledgeDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description The workspace's webhooks, newest first, in cursor pages. Secrets are never listed.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Registers a URL that receives the workspace's events of the listed types as signed `POST`s. The answer carries the signing `secret` (`whsec_…`), shown this once. A URL that can never be called: 422 (`details.reason: "url_not_public"`). See `docs/api/webhooks.md` for the delivery and its signature.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description One webhook, without its secret.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Removes the webhook and its listed attempts; deliveries not yet made are dropped.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Changes the URL, the events or `enabled` (enabling clears `disabled_reason` and the count of failures in a row); `rotate_secret: true` replaces the signing secret and the answer carries the new one, once.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends a `ping` event to the webhook's URL at once (signed like every delivery, whether or not the webhook is enabled) and answers the attempt; it is listed among the deliveries and never retried.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces/{workspace_id}/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description Every attempt to deliver an event to the webhook, newest first, in cursor pages.
         *
         *     An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *       "name": "Support agent",
         *       "main_branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *       "created_at": "2026-11-22T10:00:00.000Z",
         *       "updated_at": "2026-11-22T10:00:00.000Z",
         *       "created_by": "usr_8f3k2j9d1m4n6b7v5c0x2z1a",
         *       "deployment_policy": {
         *         "require_passing_tests": true,
         *         "min_repeats": 3,
         *         "min_pass_rate": 0.9,
         *         "rollback": {
         *           "enabled": true,
         *           "min_conversations": 20,
         *           "max_failure_rate": 0.2
         *         }
         *       }
         *     }
         */
        Agent: {
            /** @description The agent's id (`agt_...`). */
            id: string;
            /** @description The agent's name. */
            name: string;
            /** @description The id of the agent's `main` branch (`br_...`). */
            main_branch_id: string;
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
            /** @description The id of the user who created it (`usr_...`). */
            created_by: string;
            /** @description What its deployments must pass and when they roll back. */
            deployment_policy: components["schemas"]["DeploymentPolicy"];
        };
        /** @description An agent configuration (part 2.7 of the specification): every member optional, every object closed (an unknown key anywhere is 422) except `workflow` and the items of `procedures`. */
        AgentConfig: {
            /** @description What the agent says and how it replies. */
            agent?: components["schemas"]["AgentSection"];
            /** @description Limits of each conversation. */
            conversation?: components["schemas"]["ConversationSettings"];
            /** @description Checks applied to the agent's replies. */
            guardrails?: components["schemas"]["GuardrailsConfig"];
            /** @description The analysis of ended conversations and the agent's tests. */
            platform_settings?: components["schemas"]["PlatformSettings"];
            /** @description The agent's procedures; free-form objects. */
            procedures?: {
                [key: string]: unknown;
            }[];
            /** @description The agent's workflow, a free-form object; the workflow runtime is not part of the platform yet. */
            workflow?: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * @example {
         *       "name": "Support agent",
         *       "config": {
         *         "agent": {
         *           "first_message": "Hello {{customer_name}}, how can I help?",
         *           "language": "en",
         *           "prompt": {
         *             "prompt": "You answer questions about orders for {{customer_name}}.",
         *             "llm": "vendor-a-5-mini",
         *             "temperature": 0.3,
         *             "built_in_tools": {
         *               "end_call": {}
         *             }
         *           }
         *         },
         *         "platform_settings": {
         *           "evaluation": {
         *             "criteria": [
         *               {
         *                 "id": "resolved",
         *                 "name": "Resolved",
         *                 "conversation_goal_prompt": "The user's question was answered."
         *               }
         *             ]
         *           },
         *           "data_collection": {
         *             "order_number": {
         *               "type": "integer",
         *               "description": "The order number the user gave"
         *             }
         *           }
         *         }
         *       }
         *     }
         */
        AgentCreateBody: {
            /** @description The agent's name. */
            name: string;
            /** @description The configuration of the first version of `main`; empty when omitted. */
            config?: components["schemas"]["AgentConfig"];
        };
        AgentListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["Agent"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /** @description The model that writes the agent's replies; `LLM_DEFAULT_MODEL` (`vendor-a-5-mini`) when absent. */
        AgentLlm: "vendor-a-5-mini" | "vendor-a-5" | "vendor-b-v4-flash" | "vendor-c-haiku-4-5" | "vendor-c-sonnet-4-5" | "vendor-d-2.5-flash";
        AgentRenameBody: {
            /** @description The agent's new name. */
            name?: string;
            deployment_policy?: components["schemas"]["DeploymentPolicyPatch"];
        };
        AgentSection: {
            /** @description What the agent says first: transcript entry 0 of every conversation, when set. Dynamic variables: `{{name}}` is replaced by `dynamic_variables.name` of the conversation (or of the test); `system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is left as written. */
            first_message?: string;
            language?: components["schemas"]["Language"];
            /** @description The prompt, the model and what the agent may use to reply. */
            prompt?: components["schemas"]["PromptConfig"];
        };
        /**
         * @example {
         *       "id": "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
         *       "name": "Greets by name",
         *       "parent_folder_id": "tfd_3w7e1r5t9y2u6i0o4p8a1s5d",
         *       "created_by": "usr_8f3k2j9d1m4n6b7v5c0x2z1a",
         *       "created_at": "2026-11-22T10:00:00.000Z",
         *       "updated_at": "2026-11-22T10:00:00.000Z",
         *       "breadcrumbs": [
         *         {
         *           "id": "tfd_3w7e1r5t9y2u6i0o4p8a1s5d",
         *           "name": "Greetings"
         *         }
         *       ],
         *       "entity_type": "test",
         *       "type": "next_reply",
         *       "agent_id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *       "access": [],
         *       "access_role": "creator",
         *       "chat_history": [
         *         {
         *           "role": "user",
         *           "message": "Hi, where is my order?"
         *         }
         *       ],
         *       "conversation_initiation_source": "unknown",
         *       "current_revision_id": "trv_9k3j7h1g5f0d4s8a2p6o0i4u",
         *       "revision_created_at": "2026-11-22T10:00:00.000Z",
         *       "dynamic_variables": {
         *         "customer_name": "Budi"
         *       },
         *       "evaluation_model": "",
         *       "simulated_user_model": "",
         *       "simulation_max_turns": 0,
         *       "simulation_scenario": "",
         *       "success_conditions": [],
         *       "success_condition": "The agent greets the user by name and asks for the order number.",
         *       "success_examples": [
         *         "Hello Budi! Could you give me your order number?"
         *       ],
         *       "failure_examples": [
         *         "Your order is on its way."
         *       ],
         *       "check_any_tool_matches": false,
         *       "tool_mock_overrides": {},
         *       "tool_mock_config": {},
         *       "from_conversation_metadata": null,
         *       "tool_call_parameters": null
         *     }
         */
        AgentTest: {
            /** @description The item's id (`tst_...` for a test, `tfd_...` for a folder). */
            id: string;
            /** @description The item's name. */
            name: string;
            /** @description The folder it is in; null at the root. */
            parent_folder_id: string | null;
            /** @description The id of the user who created it. */
            created_by: string;
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
            /** @description The folders from the root to the item's parent. */
            breadcrumbs?: components["schemas"]["Breadcrumb"][] | null;
            /**
             * @description Always `test`.
             * @constant
             */
            entity_type: "test";
            type: components["schemas"]["AgentTestType"];
            /** @description The agent the test is written for, when named. */
            agent_id?: string | null;
            /** @description The members the test is shared with, and how. */
            access: components["schemas"]["TestAccessEntry"][];
            access_role: components["schemas"]["TestAccessRole"];
            /** @description The conversation so far: the history the agent answers (`next_reply`, `tool_invocation`; it ends with a `user` entry) or the optional opening of a `simulation`. */
            chat_history: components["schemas"]["HistoryEntry"][];
            conversation_initiation_source: components["schemas"]["ConversationInitiationSource"];
            /** @description The test's current revision; each replace makes a new one. */
            current_revision_id: string;
            /**
             * Format: date-time
             * @description When the current revision was made.
             */
            revision_created_at: string;
            /** @description Values for the `{{name}}` placeholders of the agent's prompt and first message during the test's runs, by name. Dynamic variables: `{{name}}` is replaced by `dynamic_variables.name` of the conversation (or of the test); `system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is left as written. */
            dynamic_variables: {
                [key: string]: unknown;
            };
            /** @description The model that judges the reply (`next_reply`, `simulation`) or the `llm` parameter evals (`tool_invocation`); empty for the default model. */
            evaluation_model: string;
            /** @description The model that plays the user of a `simulation`; empty for the default model. */
            simulated_user_model: string;
            /** @description The most user turns of a `simulation` (1 to 50, default 5). */
            simulation_max_turns: number;
            /** @description Who the simulated user of a `simulation` is and what they want. */
            simulation_scenario: string;
            /** @description What a `simulation` must achieve: each is judged on the whole transcript; all must succeed. */
            success_conditions: string[];
            /** @description What a good `next_reply` does, as the evaluation model judges it. */
            success_condition: string;
            /** @description Replies that meet the condition, shown to the evaluation model (`next_reply`). */
            success_examples: string[];
            /** @description Replies that do not, shown to the evaluation model (`next_reply`). */
            failure_examples: string[];
            /** @description `tool_invocation`: with `true` the run passes when any call to the referenced tool matches; otherwise the first call is checked. */
            check_any_tool_matches: boolean;
            /** @description Mocked answers by tool id: one mock `{result, is_error?, arguments?}` or a list of them; `arguments`, when given, must be a subset of the call's for the mock to apply (the first that applies wins). */
            tool_mock_overrides: {
                [key: string]: unknown;
            };
            tool_mock_config: components["schemas"]["ToolMockConfig"];
            from_conversation_metadata: components["schemas"]["FromConversationMetadata"] | null;
            /** @description What a `tool_invocation` expects of the agent's tool call. */
            tool_call_parameters: components["schemas"]["ToolCallParameters"] | null;
        };
        /** @description A test of one kind: the fields any kind takes and those of the kind `type` names. */
        AgentTestBody: components["schemas"]["SimulationTestBody"] | components["schemas"]["NextReplyTestBody"] | components["schemas"]["ToolInvocationTestBody"];
        AgentTestFolder: {
            /** @description The item's id (`tst_...` for a test, `tfd_...` for a folder). */
            id: string;
            /** @description The item's name. */
            name: string;
            /** @description The folder it is in; null at the root. */
            parent_folder_id: string | null;
            /** @description The id of the user who created it. */
            created_by: string;
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
            /** @description The folders from the root to the item's parent. */
            breadcrumbs?: components["schemas"]["Breadcrumb"][] | null;
            /**
             * @description Always `folder`.
             * @constant
             */
            entity_type: "folder";
        };
        /**
         * @example {
         *       "name": "Refunds",
         *       "parent_folder_id": null
         *     }
         */
        AgentTestFolderCreateBody: {
            /** @description The folder's name, unique among its siblings. */
            name: string;
            /** @description The parent folder; absent or null creates the folder at the root. */
            parent_folder_id?: string | null;
        };
        AgentTestFolderPatchBody: {
            /** @description The folder's new name, unique among its siblings. */
            name?: string;
            /** @description The new parent folder; null moves it to the root. Not the folder itself or a descendant. */
            parent_folder_id?: string | null;
        };
        /**
         * @example {
         *       "conversation_id": "conv_8d2k4m6n1p3q5r7s9t0v2w4x",
         *       "seq": 3
         *     }
         */
        AgentTestFromConversationBody: {
            /** @description The conversation (`conv_...`). */
            conversation_id: string;
            /** @description The transcript `seq` of an agent message that follows at least one user message. */
            seq: number;
            /** @description The test's name; `From <conversation title or id> #<seq>` when absent. */
            name?: string;
            /** @description The folder to put it in (`tfd_...`); absent or null for the root. */
            parent_folder_id?: string | null;
            /** @description What a good reply does; "The agent's reply serves the user at least as well as the original reply did." when absent. */
            success_condition?: string;
        };
        AgentTestListItem: components["schemas"]["AgentTestFolder"] | components["schemas"]["AgentTest"];
        AgentTestListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["AgentTestListItem"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /** @description An item kind: `folder` or a test type. */
        AgentTestListType: "folder" | "simulation" | "next_reply" | "tool_invocation";
        /**
         * @example {
         *       "entity_ids": [
         *         "tst_6h2j8k4l0z3x9c5v1b7n2m4q"
         *       ],
         *       "parent_folder_id": "tfd_3w7e1r5t9y2u6i0o4p8a1s5d"
         *     }
         */
        AgentTestMoveBody: {
            /** @description The tests and folders to move. */
            entity_ids: string[];
            /** @description The folder to move them into; null for the root. */
            parent_folder_id: string | null;
        };
        AgentTestMoveResult: {
            /** @description The moved entries as they now are, in the order of `entity_ids`. */
            items: components["schemas"]["AgentTestListItem"][];
        };
        /** @description The test's kind: `simulation` (a simulated user talks with the agent; the whole conversation is judged), `next_reply` (the agent's next reply is judged) or `tool_invocation` (that reply's tool calls are checked). */
        AgentTestType: "simulation" | "next_reply" | "tool_invocation";
        AnalysisError: {
            /** @description Why it failed (`quota_exceeded`, `runtime_error`, ...). */
            code: string;
            /** @description A readable explanation. */
            message: string;
        };
        /** @description The model that analyses ended conversations; `vendor-a-5-mini` when absent. */
        AnalysisLlm: "vendor-a-5-mini" | "vendor-a-5";
        /** @description `pending` → `processing` → `done` or `failed`; `skipped` when the agent asks for no criteria, data collection, sentiment or topics. */
        AnalysisStatus: "pending" | "processing" | "done" | "skipped" | "failed";
        AnythingEval: {
            /**
             * @description Matches when the path is present in the arguments.
             * @constant
             */
            type: "anything";
        };
        ApiKey: {
            /** @description The key's id (`key_...`). */
            id: string;
            /** @description The key's name. */
            name: string;
            role: components["schemas"]["ApiKeyRole"];
            /** @description The first characters of the secret, to tell keys apart. */
            key_prefix: string;
            /**
             * Format: date-time
             * @description When the key was created.
             */
            created_at: string;
            /** @description The user id of the admin who created it. */
            created_by: string;
            /** @description When the key last authenticated a request; null if never. */
            last_used_at: string | null;
        };
        /**
         * @example {
         *       "name": "CI",
         *       "role": "member"
         *     }
         */
        ApiKeyCreateBody: {
            /** @description A name that says what the key is for. */
            name: string;
            /** @description The key's role: `member` or `admin`, never above the creator's. */
            role: components["schemas"]["ApiKeyRole"];
        };
        /**
         * @example {
         *       "id": "key_3k9x2m7q1w8e5r4t6y0u2i9o",
         *       "name": "CI",
         *       "role": "member",
         *       "key_prefix": "cxk_EXAMPLEe",
         *       "created_at": "2026-11-22T10:00:00.000Z",
         *       "created_by": "usr_8f3k2j9d1m4n6b7v5c0x2z1a",
         *       "last_used_at": null,
         *       "key": "cxk_EXAMPLEexampleEXAMPLEexampleEXAMPLE00"
         *     }
         */
        ApiKeyCreated: {
            /** @description The key's id (`key_...`). */
            id: string;
            /** @description The key's name. */
            name: string;
            role: components["schemas"]["ApiKeyRole"];
            /** @description The first characters of the secret, to tell keys apart. */
            key_prefix: string;
            /**
             * Format: date-time
             * @description When the key was created.
             */
            created_at: string;
            /** @description The user id of the admin who created it. */
            created_by: string;
            /** @description When the key last authenticated a request; null if never. */
            last_used_at: string | null;
            /** @description The secret, shown only in this answer: send it as `Authorization: Bearer <key>`. It is stored hashed. */
            key: string;
        };
        ApiKeyListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["ApiKey"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /** @description The role the key acts with in its workspace: `member` or `admin` (never `owner`). */
        ApiKeyRole: "member" | "admin";
        AttachedTest: {
            /** @description An agent test (`tst_...`) or a test folder (`tfd_...`, every test in it and its subfolders) of the workspace. */
            test_id: string;
            /** @description The workflow node the test is attached to; null for the whole agent. */
            workflow_node_id?: string | null;
        };
        Branch: {
            /** @description The branch's id (`br_...`). */
            id: string;
            /** @description The agent's id. */
            agent_id: string;
            /** @description The branch's name, unique per agent; the first branch is `main`. */
            name: string;
            /** @description The version the branch was created from; null only for `main`. */
            parent_version_id: string | null;
            /** @description The branch's newest published version. */
            tip_version_id: string;
            /** @description An archived branch takes no traffic and is read-only. */
            is_archived: boolean;
            /** @description Whether the branch has a draft. */
            draft_exists: boolean;
            /** @description The branch's share of the agent's traffic in the current deployment (1% = 100). */
            live_basis_points: number;
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "name": "shorter-replies"
         *     }
         */
        BranchCreateBody: {
            /** @description The branch's name, unique per agent. */
            name: string;
            /** @description The version (of any branch of the agent) whose config the branch starts with; main's tip when omitted. */
            parent_version_id?: string | null;
        };
        BranchListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["Branch"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        BranchUpdateBody: {
            /** @description The branch's new name; `main` cannot be renamed. */
            name?: string;
            /** @description `true` archives the branch, `false` restores it; `main` cannot be archived. */
            is_archived?: boolean;
        };
        Breadcrumb: {
            /** @description A folder's id (`tfd_...`). */
            id: string;
            /** @description The folder's name. */
            name: string;
        };
        /** @description The built-in `end_call` tool, provided by the platform (no URL, no secret; customers cannot create such tools). */
        BuiltInEndCall: {
            /** @description When the model should end the call; empty or absent for the built-in default sentence. */
            description?: string;
        };
        BuiltInTools: {
            /** @description An object offers `end_call` to the model; null or absent switches it off. The only built-in tool. */
            end_call?: components["schemas"]["BuiltInEndCall"] | null;
        };
        ClientToolResultBody: {
            /** @description The `request_id` of the pending call answered. */
            request_id: string;
            /** @description What the tool answered, as text. */
            result_value: string;
            /** @description Whether the call failed. */
            is_error?: boolean;
        };
        CollectedValue: {
            /** @description The value extracted, of the field's `type`; null when not said or when it does not fit the type. */
            value: string | number | boolean | null;
            /** @description Where it was found, in the analysis model's words. */
            rationale: string;
        };
        /** @description The first that holds, counting passed and failed runs: `added` (only in the invocation), `removed` (only in the baseline), `incomplete` (a side has none), `regressed` (every baseline run passed, an invocation run failed), `fixed` (a baseline run failed, every invocation run passed), `flaky` (a side has both), `still_failing` (both sides only failed), `still_passing`. */
        ComparisonChange: "regressed" | "fixed" | "flaky" | "still_failing" | "incomplete" | "added" | "removed" | "still_passing";
        ComparisonEntry: {
            /** @description The test, matched by id in both invocations. */
            test_id: string;
            /** @description Its name when the invocation (or, when removed, the baseline) ran it. */
            test_name: string;
            change: components["schemas"]["ComparisonChange"];
            /** @description Its runs in the invocation; null when `removed`. */
            invocation: components["schemas"]["ComparisonSide"] | null;
            /** @description Its runs in the baseline; null when `added`. */
            baseline: components["schemas"]["ComparisonSide"] | null;
            /** @description The invocation's `pass_rate` minus the baseline's; null when either is null. */
            pass_rate_delta: number | null;
            /** @description Null when a side has no decided run (`added`, `removed`, `incomplete`). */
            divergence: components["schemas"]["Divergence"] | null;
        };
        ComparisonSide: {
            /** @description The test's runs in the invocation. */
            runs: number;
            /** @description Of those, the runs that passed. */
            passed: number;
            /** @description Of those, the runs that failed. */
            failed: number;
            /** @description Passed / terminal runs, 0 to 1; null while none is terminal. */
            pass_rate: number | null;
            /** @description pass^k: true only when every run passed; null until all are terminal. */
            pass_all: boolean | null;
            /** @description True when one run passed and another failed; false when they agree; null while none has. */
            flaky: boolean | null;
        };
        ContentGuardrail: {
            /** @description The content categories checked, each with its threshold. */
            categories?: components["schemas"]["GuardrailCategories"];
            execution_mode?: components["schemas"]["GuardrailExecutionMode"];
            trigger_action?: components["schemas"]["GuardrailTriggerAction"];
        };
        /** @description What the analysis of the ended conversation found, with the `platform_settings.analysis_llm` model. */
        ConversationAnalysis: {
            /** @description One result per criterion of `platform_settings.evaluation.criteria`. */
            criteria_results?: components["schemas"]["CriteriaResult"][];
            /** @description One `{value, rationale}` per field of `platform_settings.data_collection`, keyed by its id. */
            data_collection?: {
                [key: string]: components["schemas"]["CollectedValue"];
            };
            /** @description The user's sentiment; null unless `sentiment_analysis` is enabled. */
            sentiment?: components["schemas"]["Sentiment"] | null;
            /** @description The conversation's topics; null unless `topic_discovery` is enabled. */
            topics?: string[] | null;
            /** @description A short summary of the conversation. */
            summary?: string;
            /**
             * Format: date-time
             * @description When this analysis was made.
             */
            analyzed_at?: string;
            /** @description Set when the latest analysis failed; the previous results stay beside it. */
            error?: components["schemas"]["AnalysisError"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "id": "conv_6y2u8i4o0p3a9s5d1f7g3h9j",
         *       "agent_id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *       "agent_name": "Support agent",
         *       "branch_name": "main",
         *       "version_id": "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
         *       "cost_usd": "0.000420",
         *       "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *       "end_reason": "api",
         *       "external_user_id": "customer-1842",
         *       "title": "Late order 4521",
         *       "status": "ended",
         *       "source": "api",
         *       "analysis_status": "done",
         *       "is_draft_run": false,
         *       "call_successful": true,
         *       "started_at": "2026-11-22T10:00:00.000Z",
         *       "ended_at": "2026-11-22T10:01:30.000Z",
         *       "duration_seconds": 90,
         *       "turn_count": 1,
         *       "input_tokens": 512,
         *       "output_tokens": 64,
         *       "transcript": [
         *         {
         *           "role": "agent",
         *           "seq": 0,
         *           "text": "Hello Budi, how can I help?"
         *         },
         *         {
         *           "role": "user",
         *           "seq": 1,
         *           "text": "Where is order 4521?"
         *         },
         *         {
         *           "role": "agent",
         *           "seq": 2,
         *           "text": "Order 4521 ships tomorrow."
         *         }
         *       ],
         *       "events": [
         *         {
         *           "seq": 0,
         *           "type": "conversation.started",
         *           "payload": {
         *             "source": "api",
         *             "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *             "version_id": "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
         *             "is_draft_run": false
         *           },
         *           "created_at": "2026-11-22T10:00:00.000Z"
         *         }
         *       ],
         *       "analysis": {
         *         "criteria_results": [
         *           {
         *             "criteria_id": "resolved",
         *             "result": "success",
         *             "rationale": "The user got a date."
         *           }
         *         ],
         *         "data_collection": {
         *           "order_number": {
         *             "value": 4521,
         *             "rationale": "The user gave it."
         *           }
         *         },
         *         "sentiment": {
         *           "label": "neutral",
         *           "score": 0.1
         *         },
         *         "topics": [
         *           "shipping"
         *         ],
         *         "summary": "The user asked about order 4521; the agent said it ships tomorrow.",
         *         "analyzed_at": "2026-11-22T10:01:35.000Z"
         *       },
         *       "workflow": null,
         *       "procedures": [],
         *       "pending_tool_calls": []
         *     }
         */
        ConversationDetail: {
            /** @description The conversation's id (`conv_...`). */
            id: string;
            /** @description The agent. */
            agent_id: string;
            /** @description The agent's name. */
            agent_name: string;
            /** @description The name of the branch it runs on. */
            branch_name: string;
            /** @description The version it runs (a draft run: the draft's base version). */
            version_id: string;
            /** @description What its model calls cost, in USD, as a decimal string with 6 fractional digits (`"0.000420"`); analysis excluded. */
            cost_usd: string;
            /** @description The branch it runs on. */
            branch_id: string | null;
            /** @description Why it ended: `api`, `agent` (the `end_call` tool), `max_duration` or `error`; null while active. */
            end_reason: string | null;
            /** @description The caller's id for the user, as given at the start. */
            external_user_id: string | null;
            /** @description A short title, written by the analysis; null before. */
            title: string | null;
            status: components["schemas"]["ConversationStatus"];
            source: components["schemas"]["ConversationSource"];
            analysis_status: components["schemas"]["AnalysisStatus"];
            /** @description Whether it runs the branch's draft rather than a published version. */
            is_draft_run: boolean;
            /** @description From the analysis: false when any criterion failed, true when at least one succeeded and none failed, null otherwise. */
            call_successful: boolean | null;
            /**
             * Format: date-time
             * @description When it started.
             */
            started_at: string;
            /** @description When it ended; null while active. */
            ended_at: string | null;
            /** @description From `started_at` to `ended_at` (to now while active). */
            duration_seconds: number;
            /** @description The number of user messages. */
            turn_count: number;
            /** @description The input tokens of its model calls, analysis excluded. */
            input_tokens: number;
            /** @description The output tokens of its model calls, analysis excluded. */
            output_tokens: number;
            /** @description What was said, in order (the first message is entry 0). */
            transcript: components["schemas"]["TranscriptEntry"][];
            /** @description What happened, in order. */
            events: components["schemas"]["ConversationEvent"][];
            /** @description The latest analysis; null before the first one. */
            analysis: components["schemas"]["ConversationAnalysis"] | null;
            /** @description The workflow of the config it runs. */
            workflow: {
                [key: string]: unknown;
            } | null;
            /** @description The procedures of the config it runs. */
            procedures: {
                [key: string]: unknown;
            }[];
            /** @description Client tool calls the agent waits for, answered by a message with `tool_results`; empty otherwise. */
            pending_tool_calls: components["schemas"]["PendingToolCall"][];
        };
        ConversationEvent: {
            /**
             * Format: date-time
             * @description When it happened.
             */
            created_at: string;
            /** @description What happened, by type (see `docs/api/conversations.md`). */
            payload: {
                [key: string]: unknown;
            };
            /** @description Its position, from 0 without gaps. */
            seq: number;
            /** @description `conversation.started`, `user.message`, `agent.message`, `tool.called`, `tool.result`, `knowledge.retrieved`, `llm.failed`, `conversation.ended`, `analysis.completed` or `analysis.failed`. */
            type: string;
        };
        /** @description How the conversations the test stands for begin: `unknown` or `channel_integration`. */
        ConversationInitiationSource: "unknown" | "channel_integration";
        ConversationListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["ConversationSummary"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /**
         * @example {
         *       "text": "Where is order 4521?"
         *     }
         * @example {
         *       "tool_results": [
         *         {
         *           "request_id": "call_3f8g2h6j0k4l",
         *           "result_value": "Order 4521 ships tomorrow."
         *         }
         *       ]
         *     }
         */
        ConversationMessageBody: {
            /** @description The user's message, 1 to 10000 characters. */
            text?: string;
            /** @description The answers to every pending client tool call, instead of `text`. */
            tool_results?: components["schemas"]["ClientToolResultBody"][];
        };
        ConversationSettings: {
            /** @description A conversation that lasts longer is ended (`end_reason: "max_duration"`), checked at each message. */
            max_duration_seconds?: number;
            /** @description The conversation is text only. */
            text_only?: boolean;
        };
        /** @description Where the conversation came from; `agent_test` for those of simulation test runs. */
        ConversationSource: "test_chat" | "widget" | "api" | "channel" | "agent_test";
        /**
         * @example {
         *       "source": "api",
         *       "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *       "external_user_id": "customer-1842",
         *       "dynamic_variables": {
         *         "customer_name": "Budi",
         *         "plan": "premium"
         *       }
         *     }
         */
        ConversationStartBody: {
            source?: components["schemas"]["ConversationStartSource"];
            /** @description The branch whose tip runs; without it the agent's deployment picks the branch. */
            branch_id?: string | null;
            /** @description With `true` (and `branch_id`), the branch's saved draft runs instead of its tip (`is_draft_run`). */
            draft?: boolean;
            /** @description The caller's own id for the user, kept with the conversation. */
            external_user_id?: string | null;
            /** @description Values for the `{{name}}` placeholders of the agent's prompt and first message, by name. Dynamic variables: `{{name}}` is replaced by `dynamic_variables.name` of the conversation (or of the test); `system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is left as written. A string is put as is, a number, boolean or null as its text, an object or array as JSON text; the `system__` names cannot be overridden. */
            dynamic_variables?: {
                [key: string]: unknown;
            };
        };
        /** @description Where the conversation comes from; `api` when absent (`agent_test` is reserved for test runs). */
        ConversationStartSource: "test_chat" | "api" | "widget" | "channel";
        /** @description `active` while it takes messages, then `ended`, or `failed` after a model failure. */
        ConversationStatus: "active" | "ended" | "failed";
        /**
         * @example {
         *       "id": "conv_6y2u8i4o0p3a9s5d1f7g3h9j",
         *       "agent_id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *       "agent_name": "Support agent",
         *       "branch_name": "main",
         *       "version_id": "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
         *       "cost_usd": "0.000420",
         *       "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *       "end_reason": "api",
         *       "external_user_id": "customer-1842",
         *       "title": "Late order 4521",
         *       "status": "ended",
         *       "source": "api",
         *       "analysis_status": "done",
         *       "is_draft_run": false,
         *       "call_successful": true,
         *       "started_at": "2026-11-22T10:00:00.000Z",
         *       "ended_at": "2026-11-22T10:01:30.000Z",
         *       "duration_seconds": 90,
         *       "turn_count": 1,
         *       "input_tokens": 512,
         *       "output_tokens": 64,
         *       "transcript": [
         *         {
         *           "role": "agent",
         *           "seq": 0,
         *           "text": "Hello Budi, how can I help?"
         *         },
         *         {
         *           "role": "user",
         *           "seq": 1,
         *           "text": "Where is order 4521?"
         *         },
         *         {
         *           "role": "agent",
         *           "seq": 2,
         *           "text": "Order 4521 ships tomorrow."
         *         }
         *       ],
         *       "events": [
         *         {
         *           "seq": 0,
         *           "type": "conversation.started",
         *           "payload": {
         *             "source": "api",
         *             "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *             "version_id": "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
         *             "is_draft_run": false
         *           },
         *           "created_at": "2026-11-22T10:00:00.000Z"
         *         }
         *       ],
         *       "analysis": {
         *         "criteria_results": [
         *           {
         *             "criteria_id": "resolved",
         *             "result": "success",
         *             "rationale": "The user got a date."
         *           }
         *         ],
         *         "data_collection": {
         *           "order_number": {
         *             "value": 4521,
         *             "rationale": "The user gave it."
         *           }
         *         },
         *         "sentiment": {
         *           "label": "neutral",
         *           "score": 0.1
         *         },
         *         "topics": [
         *           "shipping"
         *         ],
         *         "summary": "The user asked about order 4521; the agent said it ships tomorrow.",
         *         "analyzed_at": "2026-11-22T10:01:35.000Z"
         *       },
         *       "workflow": null,
         *       "procedures": [],
         *       "pending_tool_calls": []
         *     }
         */
        ConversationSummary: {
            /** @description The conversation's id (`conv_...`). */
            id: string;
            /** @description The agent. */
            agent_id: string;
            /** @description The agent's name. */
            agent_name: string;
            /** @description The name of the branch it runs on. */
            branch_name: string;
            /** @description The version it runs (a draft run: the draft's base version). */
            version_id: string;
            /** @description What its model calls cost, in USD, as a decimal string with 6 fractional digits (`"0.000420"`); analysis excluded. */
            cost_usd: string;
            /** @description The branch it runs on. */
            branch_id: string | null;
            /** @description Why it ended: `api`, `agent` (the `end_call` tool), `max_duration` or `error`; null while active. */
            end_reason: string | null;
            /** @description The caller's id for the user, as given at the start. */
            external_user_id: string | null;
            /** @description A short title, written by the analysis; null before. */
            title: string | null;
            status: components["schemas"]["ConversationStatus"];
            source: components["schemas"]["ConversationSource"];
            analysis_status: components["schemas"]["AnalysisStatus"];
            /** @description Whether it runs the branch's draft rather than a published version. */
            is_draft_run: boolean;
            /** @description From the analysis: false when any criterion failed, true when at least one succeeded and none failed, null otherwise. */
            call_successful: boolean | null;
            /**
             * Format: date-time
             * @description When it started.
             */
            started_at: string;
            /** @description When it ended; null while active. */
            ended_at: string | null;
            /** @description From `started_at` to `ended_at` (to now while active). */
            duration_seconds: number;
            /** @description The number of user messages. */
            turn_count: number;
            /** @description The input tokens of its model calls, analysis excluded. */
            input_tokens: number;
            /** @description The output tokens of its model calls, analysis excluded. */
            output_tokens: number;
            /** @description The workflow of the config it runs. */
            workflow: {
                [key: string]: unknown;
            } | null;
            /** @description The procedures of the config it runs. */
            procedures: {
                [key: string]: unknown;
            }[];
            /** @description Client tool calls the agent waits for, answered by a message with `tool_results`; empty otherwise. */
            pending_tool_calls: components["schemas"]["PendingToolCall"][];
        };
        CriteriaResult: {
            /** @description The criterion's `id` in `platform_settings.evaluation.criteria`. */
            criteria_id: string;
            result: components["schemas"]["CriteriaResultValue"];
            /** @description Why, in the analysis model's words. */
            rationale: string;
        };
        /** @description Whether the conversation met the criterion: `success`, `failure` or `unknown`. */
        CriteriaResultValue: "success" | "failure" | "unknown";
        CustomGuardrail: {
            /** @description The guardrail's id, unique in the list. */
            id: string;
            execution_mode?: components["schemas"]["GuardrailExecutionMode"];
            /** @description How many of the latest messages the guardrail reads. */
            history_message_count?: number;
            /** @description Whether the guardrail is checked. */
            is_enabled?: boolean;
            /** @description The model that checks it. */
            model?: string;
            /** @description The guardrail's name. */
            name?: string;
            /** @description What the guardrail checks, as instructions to its model. */
            prompt?: string;
            trigger_action?: components["schemas"]["GuardrailTriggerAction"];
        };
        DataCollectionField: {
            type: components["schemas"]["DataCollectionType"];
            /** @description What to extract, in words the analysis model is given. */
            description: string;
        };
        /** @description The type of the value the analysis extracts; a value that does not fit it is null. */
        DataCollectionType: "string" | "number" | "integer" | "boolean";
        Deployment: {
            /** @description The deployment in force (`dep_...`). */
            deployment_id: string | null;
            /** @description The share of the agent's traffic each branch takes. */
            distribution: components["schemas"]["DeploymentAllocation"][];
            /**
             * Format: date-time
             * @description When the distribution last changed.
             */
            updated_at: string;
        };
        DeploymentAllocation: {
            /** @description The branch (`br_...`). */
            branch_id: string;
            /** @description The branch's share of the traffic, a two-decimal string such as `"12.50"`. */
            percentage: string;
            /** @description The same share in basis points (1% = 100; all add up to 10000). */
            basis_points: number;
        };
        DeploymentCreator: {
            /** @description `user` for a deployment someone asked for, `system` for one the platform made. */
            type: "user" | "system";
            /** @description The user's id (`usr_...`); null for the platform. */
            id: string | null;
        };
        DeploymentEvidence: {
            /** @description The raised branch (`br_...`). */
            branch_id: string;
            /** @description Its tip version when it was deployed (`ver_...`). */
            version_id: string;
            /** @description The newest completed invocation that passed its attached tests. */
            invocation_id: string;
        };
        /**
         * @example {
         *       "deployment_id": "dep_5t2y8u1i4o7p0a3s6d9f2g5h",
         *       "distribution": [
         *         {
         *           "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *           "percentage": "80.00",
         *           "basis_points": 8000
         *         },
         *         {
         *           "branch_id": "br_2q9w4e6r8t1y3u5i7o0p2a4s",
         *           "percentage": "20.00",
         *           "basis_points": 2000
         *         }
         *       ],
         *       "created_at": "2026-11-22T10:00:00.000Z",
         *       "created_by": {
         *         "type": "user",
         *         "id": "usr_8f3k2j9d1m4n6b7v5c0x2z1a"
         *       },
         *       "reason": "manual",
         *       "forced": false,
         *       "evidence": [
         *         {
         *           "branch_id": "br_2q9w4e6r8t1y3u5i7o0p2a4s",
         *           "version_id": "ver_6h1j3k5l7z9x2c4v6b8n0m1q",
         *           "invocation_id": "inv_3e5r7t9y1u3i5o7p9a1s3d5f"
         *         }
         *       ],
         *       "rollback": null
         *     }
         */
        DeploymentHistoryEntry: {
            /** @description The deployment (`dep_...`). */
            deployment_id: string;
            /** @description The share of the agent's traffic each branch took under it. */
            distribution: components["schemas"]["DeploymentAllocation"][];
            /**
             * Format: date-time
             * @description When it came into force.
             */
            created_at: string;
            /** @description Who made it. */
            created_by: components["schemas"]["DeploymentCreator"];
            /** @description `created` for the agent's first deployment, `manual` for a `PUT .../deployments`, `auto_rollback` for one the platform made when a branch failed in production. */
            reason: "created" | "manual" | "auto_rollback";
            /** @description True when an owner deployed with `?force=true` past the gate. */
            forced: boolean;
            /** @description For each branch the deployment raised under the gate, the invocation that let it through. */
            evidence: components["schemas"]["DeploymentEvidence"][];
            /** @description For an `auto_rollback`, the branch rolled back, where its share went and why; null otherwise. */
            rollback: components["schemas"]["DeploymentRollback"] | null;
        };
        DeploymentHistoryPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["DeploymentHistoryEntry"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        DeploymentPolicy: {
            /** @description Whether `PUT .../deployments` refuses to raise a branch whose tip has not passed its attached tests. */
            require_passing_tests: boolean;
            /** @description The terminal runs each attached test needs in the evidence invocation (1 to 10). */
            min_repeats: number;
            /** @description The pass rate each attached test needs in the evidence invocation (0 to 1). */
            min_pass_rate: number;
            /** @description When a live branch is rolled back automatically. */
            rollback: {
                /** @description Whether a failing branch's share is moved to the largest branch. */
                enabled: boolean;
                /** @description How many of the branch's newest judged conversations a rollback looks at (1 to 1000). */
                min_conversations: number;
                /** @description The share of `call_successful: false` above which the branch is rolled back (0 to 1). */
                max_failure_rate: number;
            };
        };
        /** @description The policy members to change (admins and owners only); the others keep their values. */
        DeploymentPolicyPatch: {
            /** @description Whether `PUT .../deployments` refuses to raise a branch whose tip has not passed its attached tests. */
            require_passing_tests?: boolean;
            /** @description The terminal runs each attached test needs in the evidence invocation (1 to 10). */
            min_repeats?: number;
            /** @description The pass rate each attached test needs in the evidence invocation (0 to 1). */
            min_pass_rate?: number;
            /** @description The rollback members to change. */
            rollback?: {
                /** @description Whether a failing branch's share is moved to the largest branch. */
                enabled?: boolean;
                /** @description How many of the branch's newest judged conversations a rollback looks at (1 to 1000). */
                min_conversations?: number;
                /** @description The share of `call_successful: false` above which the branch is rolled back (0 to 1). */
                max_failure_rate?: number;
            };
        };
        DeploymentRollback: {
            /** @description The branch whose share was taken away. */
            branch_id: string;
            /** @description The branch that received it (the one with the largest share). */
            to_branch_id: string;
            /** @description The share of `call_successful: false` among the conversations judged (0 to 1). */
            failure_rate: number;
            /** @description How many conversations were judged. */
            conversations: number;
        };
        /**
         * @example {
         *       "branches": [
         *         {
         *           "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *           "percentage": "87.5"
         *         },
         *         {
         *           "branch_id": "br_1q9w8e7r6t5y4u3i2o1p0a9s",
         *           "percentage": 12.5
         *         }
         *       ]
         *     }
         */
        DeploymentUpdateBody: {
            /** @description The new distribution, one entry per branch: no duplicate or unknown branch, percentages totalling exactly 100. */
            branches: unknown[];
        };
        /**
         * @example {
         *       "changed": true,
         *       "deployment_id": "dep_5t2y8u1i4o7p0a3s6d9f2g5h",
         *       "distribution": [
         *         {
         *           "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *           "percentage": "87.50",
         *           "basis_points": 8750
         *         },
         *         {
         *           "branch_id": "br_1q9w8e7r6t5y4u3i2o1p0a9s",
         *           "percentage": "12.50",
         *           "basis_points": 1250
         *         }
         *       ]
         *     }
         */
        DeploymentUpdateResponse: {
            /** @description False when the distribution was the current one already (same `deployment_id`); true otherwise. */
            changed: boolean;
            /** @description The deployment now in force (`dep_...`); a new one whenever the distribution changed. */
            deployment_id: string | null;
            /** @description The distribution now in force, in the request's order. */
            distribution: components["schemas"]["DeploymentAllocation"][];
        };
        /** @description Where the first decided run (lowest `repeat_index`) of each side differs. */
        Divergence: components["schemas"]["ReplyDivergence"] | components["schemas"]["TranscriptDivergence"];
        /**
         * @example {
         *       "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *       "base_version_id": "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
         *       "config": {
         *         "agent": {
         *           "prompt": {
         *             "prompt": "You answer questions about orders.",
         *             "temperature": 0.2
         *           }
         *         }
         *       },
         *       "draft_hash": "9f2c4e6a8b0d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7f9e1c3a5b7d9f1e",
         *       "updated_at": "2026-11-22T10:05:00.000Z",
         *       "path_changed_at": {
         *         "agent.prompt.temperature": "2026-11-22T10:05:00.000Z"
         *       }
         *     }
         */
        Draft: {
            /** @description The branch the draft belongs to (at most one draft per branch). */
            branch_id: string;
            /** @description The version of the branch the draft was started from. */
            base_version_id: string;
            /** @description The draft's configuration. */
            config: components["schemas"]["AgentConfig"];
            /** @description A stable hash of the draft's config and base. */
            draft_hash: string;
            /**
             * Format: date-time
             * @description When the draft was last saved.
             */
            updated_at: string;
            /** @description Each config path (dot form) that differs from the base, with the time it last changed in the draft. */
            path_changed_at: {
                [key: string]: string;
            };
        };
        /**
         * @example {
         *       "config": {
         *         "agent": {
         *           "prompt": {
         *             "prompt": "You answer questions about orders.",
         *             "temperature": 0.2
         *           }
         *         }
         *       }
         *     }
         */
        DraftSaveBody: {
            /** @description The whole draft configuration; it replaces the draft's. */
            config: components["schemas"]["AgentConfig"];
            /** @description A version of the branch to base a new draft on; the branch tip when omitted (an existing draft keeps its base). */
            base_version_id?: string;
        };
        /** @description The body of every error answer (4XX and 5XX). */
        ErrorBody: {
            /** @description What went wrong. */
            error: {
                /** @description A machine-readable code (`not_found`, `validation_failed`, ...). */
                code: string;
                /** @description A readable explanation; it never echoes a secret. */
                message: string;
                /** @description More about the error, by code: `fields` for `validation_failed`, `reason` for some refusals (`csrf_header_missing`, `api_key_not_allowed`, `url_not_public`, ...). */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Evaluation: {
            /** @description Why, in the evaluation model's words. */
            rationale: string;
            status: components["schemas"]["EvaluationStatus"];
        };
        EvaluationCriterion: {
            /** @description The criterion's id; the analysis's `criteria_results` name it. */
            id: string;
            /** @description The criterion's name. */
            name: string;
            /** @description What the conversation should achieve; the analysis judges it `success`, `failure` or `unknown`. */
            conversation_goal_prompt: string;
        };
        /** @description The verdict: `success` or `failure`. */
        EvaluationStatus: "success" | "failure";
        /** @description A webhook: where the workspace's events are sent. */
        EventWebhook: {
            /** @description The webhook's id (`whk_…`). */
            id: string;
            /** @description Where deliveries are sent, a safe public `http` or `https` URL (checked again at each delivery; private ranges only as the operator's `OUTBOUND_ALLOWED_NETWORKS` open them). */
            url: string;
            /** @description The event types delivered to this webhook (at least one). */
            events: ("conversation.ended" | "conversation.analysis.completed" | "test_invocation.completed" | "deployment.changed" | "deployment.rolled_back")[];
            /** @description Whether events are delivered; set false after 50 failed deliveries in a row. */
            enabled: boolean;
            /** @description Why the platform disabled the webhook; null while enabled or when disabled by a user. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
        };
        EventWebhookCreateBody: {
            /** @description Where deliveries are sent, a safe public `http` or `https` URL (checked again at each delivery; private ranges only as the operator's `OUTBOUND_ALLOWED_NETWORKS` open them). */
            url: string;
            /** @description The event types delivered to this webhook (at least one). */
            events: ("conversation.ended" | "conversation.analysis.completed" | "test_invocation.completed" | "deployment.changed" | "deployment.rolled_back")[];
            /** @description Whether events are delivered; true when absent. */
            enabled?: boolean;
        };
        EventWebhookListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["EventWebhook"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        EventWebhookPatchBody: {
            /** @description Where deliveries are sent, a safe public `http` or `https` URL (checked again at each delivery; private ranges only as the operator's `OUTBOUND_ALLOWED_NETWORKS` open them). */
            url?: string;
            /** @description The event types delivered to this webhook (at least one). */
            events?: ("conversation.ended" | "conversation.analysis.completed" | "test_invocation.completed" | "deployment.changed" | "deployment.rolled_back")[];
            /** @description Enable or disable deliveries; enabling clears `disabled_reason`. */
            enabled?: boolean;
            /**
             * @description Replace the signing secret; the answer carries the new one, once.
             * @constant
             */
            rotate_secret?: true;
        };
        /** @description The webhook as changed, with its new signing secret when `rotate_secret` was sent. */
        EventWebhookUpdated: {
            /** @description The webhook's id (`whk_…`). */
            id: string;
            /** @description Where deliveries are sent, a safe public `http` or `https` URL (checked again at each delivery; private ranges only as the operator's `OUTBOUND_ALLOWED_NETWORKS` open them). */
            url: string;
            /** @description The event types delivered to this webhook (at least one). */
            events: ("conversation.ended" | "conversation.analysis.completed" | "test_invocation.completed" | "deployment.changed" | "deployment.rolled_back")[];
            /** @description Whether events are delivered; set false after 50 failed deliveries in a row. */
            enabled: boolean;
            /** @description Why the platform disabled the webhook; null while enabled or when disabled by a user. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
            /** @description The signing secret (`whsec_…`), shown in this answer only: keep it to verify `X-CX-Signature`. */
            secret?: string;
        };
        /** @description A webhook with its signing secret, answered once when created or rotated. */
        EventWebhookWithSecret: {
            /** @description The webhook's id (`whk_…`). */
            id: string;
            /** @description Where deliveries are sent, a safe public `http` or `https` URL (checked again at each delivery; private ranges only as the operator's `OUTBOUND_ALLOWED_NETWORKS` open them). */
            url: string;
            /** @description The event types delivered to this webhook (at least one). */
            events: ("conversation.ended" | "conversation.analysis.completed" | "test_invocation.completed" | "deployment.changed" | "deployment.rolled_back")[];
            /** @description Whether events are delivered; set false after 50 failed deliveries in a row. */
            enabled: boolean;
            /** @description Why the platform disabled the webhook; null while enabled or when disabled by a user. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
            /** @description The signing secret (`whsec_…`), shown in this answer only: keep it to verify `X-CX-Signature`. */
            secret: string;
        };
        ExactEval: {
            /**
             * @description Matches when the value is deep-equal to `expected_value`.
             * @constant
             */
            type: "exact";
            /** @description The value expected, any JSON value. */
            expected_value: unknown;
        };
        FieldError: {
            /** @description Where the field is, JSON-pointer-like (`/branches/1/percentage`). */
            path: string;
            /** @description What is wrong with it; the value sent is never echoed. */
            message: string;
        };
        /** @description Where the test came from when it was made from a conversation. */
        FromConversationMetadata: {
            /** @description The conversation the test was made from. */
            conversation_id: string;
            /** @description The `seq` of the reply's `agent.message` event. */
            event_seq: number;
            /** @description The agent's reply in that conversation. */
            original_agent_response?: string | null;
            /** @description The conversation's `system__conversation_id`. */
            system__conversation_id?: string | null;
            /**
             * Format: date-time
             * @description When the reply was recorded.
             */
            system__time_utc: string;
        };
        GuardrailCategories: {
            harassment?: components["schemas"]["GuardrailCategorySettings"];
            medical_and_legal_information?: components["schemas"]["GuardrailCategorySettings"];
            profanity?: components["schemas"]["GuardrailCategorySettings"];
            religion_or_politics?: components["schemas"]["GuardrailCategorySettings"];
            self_harm?: components["schemas"]["GuardrailCategorySettings"];
            sexual?: components["schemas"]["GuardrailCategorySettings"];
            violence?: components["schemas"]["GuardrailCategorySettings"];
        };
        /** @description One content category's check. */
        GuardrailCategorySettings: {
            /** @description Whether the category is checked. */
            is_enabled?: boolean;
            threshold?: components["schemas"]["GuardrailThreshold"];
        };
        /** @description `streaming`: checked while the reply streams; `blocking`: checked before the reply is sent. */
        GuardrailExecutionMode: "streaming" | "blocking";
        GuardrailsConfig: {
            version?: components["schemas"]["GuardrailVersion"];
            /** @description Checks of the content of replies, by category. */
            content?: components["schemas"]["ContentGuardrail"];
            /** @description Guardrails written by the workspace. */
            custom?: {
                /** @description The custom guardrails, each with its own prompt. */
                configs?: components["schemas"]["CustomGuardrail"][];
            };
            /** @description Keeps the agent on its subject. */
            focus?: components["schemas"]["Toggle"];
            /** @description Guards against prompt injection by the user. */
            prompt_injection?: components["schemas"]["Toggle"];
        };
        /** @description How sensitive the category's check is: `low`, `medium` or `high`. */
        GuardrailThreshold: "low" | "medium" | "high";
        /** @description What happens when the guardrail is triggered. */
        GuardrailTriggerAction: {
            type?: components["schemas"]["GuardrailTriggerActionType"];
            /** @description The feedback given with the action. */
            feedback?: string;
        };
        /** @description What a triggered guardrail does: `end_call` ends the conversation, `retry` asks for another reply. */
        GuardrailTriggerActionType: "end_call" | "retry";
        /**
         * @description The guardrails' version: `1`.
         * @constant
         */
        GuardrailVersion: "1";
        HistoryEntry: {
            role: components["schemas"]["HistoryRole"];
            /** @description What was said; null or absent for tool calls alone. */
            message?: string | null;
            /** @description The tool calls the agent made in this turn. */
            tool_calls?: components["schemas"]["ToolCall"][];
            /** @description The results of those tool calls. */
            tool_results?: components["schemas"]["ToolResult"][];
        };
        /** @description How many invocations, from 1 to 100; 20 when omitted. */
        HistoryLimitParam: string;
        /** @description Who said it: `user` or `agent`. */
        HistoryRole: "user" | "agent";
        /**
         * @example {
         *       "id": "inv_0p9o8i7u6y5t4r3e2w1q0a9s",
         *       "agent_id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *       "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *       "version_id": "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
         *       "test_ids": [
         *         "tst_6h2j8k4l0z3x9c5v1b7n2m4q"
         *       ],
         *       "attached": false,
         *       "repeat_count": 3,
         *       "status": "completed",
         *       "counts": {
         *         "pending": 0,
         *         "running": 0,
         *         "passed": 2,
         *         "failed": 1,
         *         "interrupted": 0
         *       },
         *       "cost_usd": 0.00126,
         *       "input_tokens": 4200,
         *       "output_tokens": 630,
         *       "created_at": "2026-11-22T10:00:00.000Z",
         *       "updated_at": "2026-11-22T10:00:40.000Z",
         *       "completed_at": "2026-11-22T10:00:40.000Z",
         *       "allow_real_tools": false,
         *       "summary": [
         *         {
         *           "invocation_item_id": "itm_5r4e3w2q1a0s9d8f7g6h5j4k",
         *           "test_id": "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
         *           "test_name": "Greets by name",
         *           "runs": 3,
         *           "passed": 2,
         *           "failed": 1,
         *           "pass_rate": 0.6667,
         *           "pass_all": false,
         *           "flaky": true
         *         }
         *       ],
         *       "flaky_count": 1
         *     }
         */
        Invocation: {
            /** @description The invocation's id (`inv_...`). */
            id: string;
            /** @description The agent tested. */
            agent_id: string;
            /** @description The branch tested. */
            branch_id: string;
            /** @description The version every run executes, frozen when the invocation started. */
            version_id: string;
            /** @description The tests run, in the order asked. */
            test_ids: string[];
            /** @description True when it ran the branch's attached tests (`attached: true`), folders expanded when it started. */
            attached: boolean;
            /** @description How many runs of each test. */
            repeat_count: number;
            status: components["schemas"]["InvocationStatus"];
            counts: components["schemas"]["InvocationCounts"];
            /** @description What its runs' model calls cost, in USD, added up. */
            cost_usd: number;
            /** @description Its runs' input tokens, added up. */
            input_tokens: number;
            /** @description Its runs' output tokens, added up. */
            output_tokens: number;
            /**
             * Format: date-time
             * @description When it started.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed.
             */
            updated_at: string;
            /** @description When it became terminal; null while running. */
            completed_at: string | null;
            /** @description Whether calls that are not mocked may call the real tools. */
            allow_real_tools: boolean;
            /** @description One entry per test, in `test_ids` order. */
            summary: components["schemas"]["InvocationSummaryEntry"][];
            /** @description How many entries of `summary` are `flaky: true`. */
            flaky_count: number;
        };
        /**
         * @example {
         *       "invocation": {
         *         "id": "inv_0p9o8i7u6y5t4r3e2w1q0a9s",
         *         "agent_id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *         "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *         "version_id": "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
         *         "created_at": "2026-11-22T10:00:00.000Z",
         *         "status": "completed"
         *       },
         *       "baseline": {
         *         "id": "inv_5t4r3e2w1q0a9s8d7f6g5h4j",
         *         "agent_id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *         "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *         "version_id": "ver_8j3h9g5f0d6s2a8p2b8n4m1k",
         *         "created_at": "2026-11-21T10:00:00.000Z",
         *         "status": "completed"
         *       },
         *       "tests": [
         *         {
         *           "test_id": "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
         *           "test_name": "Greets by name",
         *           "change": "regressed",
         *           "invocation": {
         *             "runs": 1,
         *             "passed": 0,
         *             "failed": 1,
         *             "pass_rate": 0,
         *             "pass_all": false,
         *             "flaky": false
         *           },
         *           "baseline": {
         *             "runs": 1,
         *             "passed": 1,
         *             "failed": 0,
         *             "pass_rate": 1,
         *             "pass_all": true,
         *             "flaky": false
         *           },
         *           "pass_rate_delta": -1,
         *           "divergence": {
         *             "kind": "reply",
         *             "same": false,
         *             "invocation": {
         *               "response": "Your order is on its way.",
         *               "calls": []
         *             },
         *             "baseline": {
         *               "response": "Hello Budi! Could you give me your order number?",
         *               "calls": []
         *             }
         *           }
         *         }
         *       ],
         *       "totals": {
         *         "regressed": 1,
         *         "fixed": 0,
         *         "flaky": 0,
         *         "still_failing": 0,
         *         "still_passing": 0,
         *         "added": 0,
         *         "removed": 0,
         *         "incomplete": 0
         *       },
         *       "cost_usd": {
         *         "invocation": 0.00042,
         *         "baseline": 0.0004,
         *         "delta": 0.00002
         *       },
         *       "input_tokens": {
         *         "invocation": 1400,
         *         "baseline": 1380,
         *         "delta": 20
         *       },
         *       "output_tokens": {
         *         "invocation": 210,
         *         "baseline": 190,
         *         "delta": 20
         *       }
         *     }
         */
        InvocationComparison: {
            /** @description The invocation compared. */
            invocation: components["schemas"]["InvocationRef"];
            /** @description The invocation it is compared with. */
            baseline: components["schemas"]["InvocationRef"];
            /** @description Every test of either invocation, by `change` (regressed, fixed, flaky, still_failing, incomplete, added, removed, still_passing), then by name. */
            tests: components["schemas"]["ComparisonEntry"][];
            /** @description How many tests made each change. */
            totals: {
                /** @description Tests that regressed. */
                regressed: number;
                /** @description Tests that were fixed. */
                fixed: number;
                /** @description Tests that are flaky on a side. */
                flaky: number;
                /** @description Tests that still fail. */
                still_failing: number;
                /** @description Tests that still pass. */
                still_passing: number;
                /** @description Tests that only the invocation ran. */
                added: number;
                /** @description Tests that only the baseline ran. */
                removed: number;
                /** @description Tests that have no decided run on a side. */
                incomplete: number;
            };
            /** @description The cost in USD of both invocations and their difference. */
            cost_usd: {
                /** @description The invocation's cost in USD. */
                invocation: number;
                /** @description The baseline's cost in USD. */
                baseline: number;
                /** @description The invocation's minus the baseline's. */
                delta: number;
            };
            /** @description The input tokens of both invocations and their difference. */
            input_tokens: {
                /** @description The invocation's input tokens. */
                invocation: number;
                /** @description The baseline's input tokens. */
                baseline: number;
                /** @description The invocation's minus the baseline's. */
                delta: number;
            };
            /** @description The output tokens of both invocations and their difference. */
            output_tokens: {
                /** @description The invocation's output tokens. */
                invocation: number;
                /** @description The baseline's output tokens. */
                baseline: number;
                /** @description The invocation's minus the baseline's. */
                delta: number;
            };
        };
        /** @description The invocation's runs by status. */
        InvocationCounts: {
            /** @description Runs waiting for a worker. */
            pending: number;
            /** @description Runs being executed. */
            running: number;
            /** @description Runs that passed. */
            passed: number;
            /** @description Runs that failed. */
            failed: number;
            /** @description Runs a cancel stopped. */
            interrupted: number;
        };
        /**
         * @example {
         *       "test_ids": [
         *         "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
         *         "tst_1a5s9d3f7g2h6j0k4l8z2x6c"
         *       ],
         *       "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *       "repeat_count": 3,
         *       "allow_real_tools": false
         *     }
         */
        InvocationCreateBody: {
            /** @description The tests to run (1 to 100), tests of the workspace; or `attached`. */
            test_ids?: string[];
            /**
             * @description Instead of `test_ids`: run the tests attached to the branch's tip version (`platform_settings.testing.attached_tests`, folders expanded now); none attached: 422.
             * @constant
             */
            attached?: true;
            /** @description The branch whose tip version runs; `main` when absent or null. */
            branch_id?: string | null;
            /** @description How many runs of each test (1 to 10); 1 when absent. */
            repeat_count?: number;
            /** @description Whether a tool call that is not mocked may call the real tool; false when absent (the run then fails with `tool_unavailable`). */
            allow_real_tools?: boolean;
        };
        InvocationListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["Invocation"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        InvocationRef: {
            /** @description The invocation. */
            id: string;
            /** @description The agent it tested. */
            agent_id: string;
            /** @description The branch it tested. */
            branch_id: string;
            /** @description The agent version its runs executed. */
            version_id: string;
            /**
             * Format: date-time
             * @description When it started.
             */
            created_at: string;
            status: components["schemas"]["InvocationStatus"];
        };
        /** @description `running` until every run is terminal, then `completed`, or `cancelled` after a cancel. */
        InvocationStatus: "running" | "completed" | "cancelled";
        InvocationSummaryEntry: {
            /** @description The entry's id; every repeat of the test names it as its `invocation_item_id`. */
            invocation_item_id: string;
            /** @description The test. */
            test_id: string;
            /** @description The test's name when the invocation started. */
            test_name: string;
            /** @description The test's runs (its `repeat_count`). */
            runs: number;
            /** @description Of those, the runs that passed. */
            passed: number;
            /** @description Of those, the runs that failed. */
            failed: number;
            /** @description Passed / terminal runs, 0 to 1; null while none is terminal. */
            pass_rate: number | null;
            /** @description pass^k: true only when every one of the test's runs passed; null until all are terminal. */
            pass_all: boolean | null;
            /** @description True when at least one of the test's terminal runs passed and at least one failed (`interrupted` runs count for neither); false when they all agree; null while none has passed or failed. */
            flaky: boolean | null;
        };
        KnowledgeBaseEntry: {
            /** @description The knowledge document's id (`kdoc_...`), a document of the workspace. */
            id: string;
            /** @description The document's name, kept in the entry so that a stored version stays readable after the document is deleted. */
            name?: string;
            type?: components["schemas"]["KnowledgeDocumentType"];
            usage_mode?: components["schemas"]["KnowledgeUsageMode"];
        };
        /** @description The user who created it. */
        KnowledgeCreator: {
            /** @description The user's id (`usr_...`). */
            id: string;
            /** @description The user's name. */
            name: string;
            /** @description The user's email. */
            email: string;
        };
        /**
         * @example {
         *       "id": "kdoc_8u3i7o1p5a9s2d6f0g4h8j2k",
         *       "name": "Shipping policy",
         *       "type": "text",
         *       "status": "pending",
         *       "error": null,
         *       "byte_size": 0,
         *       "chunk_count": 0,
         *       "created_by": {
         *         "id": "usr_8f3k2j9d1m4n6b7v5c0x2z1a",
         *         "name": "Rina Wijaya",
         *         "email": "rina@example.com"
         *       },
         *       "created_at": "2026-11-22T10:00:00.000Z",
         *       "updated_at": "2026-11-22T10:00:00.000Z",
         *       "indexed_at": null,
         *       "source_url": null,
         *       "folder_id": null
         *     }
         */
        KnowledgeDocument: {
            /** @description The document's id (`kdoc_...`). */
            id: string;
            /** @description The document's name. */
            name: string;
            type: components["schemas"]["KnowledgeDocumentType"];
            status: components["schemas"]["KnowledgeDocumentStatus"];
            /** @description Why indexing failed (`url_not_public`, `unsupported_content_type`, ...); null otherwise. */
            error: string | null;
            /** @description The size in UTF-8 bytes of the indexed text; 0 until ready. */
            byte_size: number;
            /** @description How many chunks were indexed; 0 until ready. */
            chunk_count: number;
            created_by: components["schemas"]["KnowledgeCreator"];
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
            /** @description When it was last indexed; null before. */
            indexed_at: string | null;
            /** @description The URL of a `url` document; null otherwise. */
            source_url: string | null;
            /** @description The knowledge folder it is in; null at the root. */
            folder_id: string | null;
        };
        KnowledgeDocumentContent: {
            /** @description The document's id. */
            document_id: string;
            /** @description The document's name. */
            name: string;
            /** @description The extracted text of the live index. */
            text: string;
            /** @description The size of `text` in UTF-8 bytes. */
            byte_size: number;
            /** @description When that index was made. */
            indexed_at: string | null;
        };
        KnowledgeDocumentListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["KnowledgeDocument"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        KnowledgeDocumentPatchBody: {
            /** @description The document's new name. */
            name?: string;
            /** @description The folder to move it to; null for the root. */
            folder_id?: string | null;
        };
        /** @description `pending` → `indexing` → `ready` (searchable) or `failed` (with `error`); a refresh starts again at `pending`. */
        KnowledgeDocumentStatus: "pending" | "indexing" | "ready" | "failed";
        /** @description Where a knowledge document came from: `text`, `file` or `url`. */
        KnowledgeDocumentType: "text" | "file" | "url";
        KnowledgeFolder: {
            /** @description The folder's id (`kfd_...`). */
            id: string;
            /** @description The folder's name, unique among its siblings. */
            name: string;
            /**
             * @description Always `folder`.
             * @constant
             */
            entity_type: "folder";
            /** @description The parent folder; null at the workspace root. */
            parent_folder_id: string | null;
            /** @description How many documents and folders are directly in it. */
            child_count: number;
            created_by: components["schemas"]["KnowledgeCreator"];
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "name": "Refunds",
         *       "parent_folder_id": null
         *     }
         */
        KnowledgeFolderCreateBody: {
            /** @description The folder's name, unique among its siblings. */
            name: string;
            /** @description The parent folder; absent or null creates the folder at the root. */
            parent_folder_id?: string | null;
        };
        KnowledgeFolderListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["KnowledgeFolder"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        KnowledgeFolderPatchBody: {
            /** @description The folder's new name, unique among its siblings. */
            name?: string;
            /** @description The new parent folder; null moves it to the root. Not the folder itself or a descendant. */
            parent_folder_id?: string | null;
        };
        /**
         * @example {
         *       "query": "How long does shipping take?",
         *       "max_chunks": 3
         *     }
         */
        KnowledgeSearchBody: {
            /** @description What to look for. */
            query: string;
            /** @description Only chunks of these documents; every ready document of the workspace when absent. */
            document_ids?: string[];
            /**
             * @description The most chunks answered (1 to 20; 5 when absent).
             * @default 5
             */
            max_chunks: number;
            /** @description Only chunks at most this distance from the query. */
            max_vector_distance?: number;
        };
        KnowledgeSearchResponse: {
            /** @description The nearest chunks, nearest first. */
            items: components["schemas"]["KnowledgeSearchResult"][];
        };
        KnowledgeSearchResult: {
            /** @description The document the chunk is from. */
            document_id: string;
            /** @description That document's name. */
            document_name: string;
            /** @description The chunk's position in the document, from 0. */
            chunk_index: number;
            /** @description The chunk's text. */
            text: string;
            /** @description Its cosine distance from the query: smaller is nearer. */
            distance: number;
        };
        /**
         * @example {
         *       "name": "Shipping policy",
         *       "text": "Orders ship within two working days. Late orders can be refunded in full.",
         *       "folder_id": null
         *     }
         */
        KnowledgeTextBody: {
            /** @description The document's name. */
            name: string;
            /** @description The document's text. */
            text: string;
            /** @description The knowledge folder to put it in (`kfd_...`); absent or null for the root. */
            folder_id?: string | null;
        };
        /**
         * @example {
         *       "url": "https://www.example.com/help/shipping",
         *       "name": "Shipping help"
         *     }
         */
        KnowledgeUrlBody: {
            /**
             * Format: uri
             * @description A safe public `http` or `https` URL: no credentials, resolving only to public addresses.
             */
            url: string;
            /** @description The document's name; without it, `host/path` until the page's title is known. */
            name?: string | null;
            /** @description The knowledge folder to put it in (`kfd_...`); absent or null for the root. */
            folder_id?: string | null;
        };
        /** @description `prompt`: the whole document goes into the prompt (up to `rag.max_documents_length` characters in all); `auto` (the default): its best chunks are retrieved for each user message when `rag.enabled`. */
        KnowledgeUsageMode: "auto" | "prompt";
        /** @description The language the agent answers in, whatever language the user writes in: `id` (Indonesian) or `en`. */
        Language: "id" | "en";
        LlmEval: {
            /**
             * @description The evaluation model judges the value against `description`.
             * @constant
             */
            type: "llm";
            /** @description What the value should be, in words. */
            description: string;
        };
        /**
         * @example {
         *       "email": "rina@example.com",
         *       "password": "correct horse battery",
         *       "remember": true
         *     }
         */
        LoginBody: {
            /**
             * Format: email
             * @description The account's email.
             */
            email: string;
            /** @description The account's password. */
            password: string;
            /** @description With `true` the cookie and the session last 30 days; otherwise the cookie lasts the browser session and the session 12 hours. */
            remember?: boolean;
        };
        /**
         * @example {
         *       "status": "masuk"
         *     }
         */
        LoginResponse: {
            /**
             * @description Always `masuk`; the session cookie comes with it.
             * @constant
             */
            status: "masuk";
        };
        Member: {
            /** @description The member's user id (`usr_...`). */
            user_id: string;
            /** @description The member's email. */
            email: string;
            /** @description The member's name. */
            name: string;
            /** @description The member's role in the workspace. */
            role: components["schemas"]["WorkspaceRole"];
            /**
             * Format: date-time
             * @description When the membership began.
             */
            joined_at: string;
        };
        /**
         * @example {
         *       "email": "rina@example.com",
         *       "role": "member"
         *     }
         */
        MemberAddBody: {
            /**
             * Format: email
             * @description The email of an already registered user.
             */
            email: string;
            /** @description The role to grant: an admin may grant `member` or `admin`, only an owner may grant `owner`. */
            role: components["schemas"]["WorkspaceRole"];
        };
        MemberListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["Member"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        MemberRoleBody: {
            /** @description The member's new role; only an owner may grant `owner` or change an owner's role. */
            role: components["schemas"]["WorkspaceRole"];
        };
        MeResponse: {
            /** @description The signed-in user. */
            user: components["schemas"]["User"];
            /** @description The workspaces the user is a member of, with their role. */
            workspaces: components["schemas"]["WorkspaceSummary"][];
        };
        /**
         * @example {
         *       "name": "Greets by name",
         *       "type": "next_reply",
         *       "chat_history": [
         *         {
         *           "role": "user",
         *           "message": "Hi, where is my order?"
         *         }
         *       ],
         *       "success_condition": "The agent greets the user by name and asks for the order number.",
         *       "success_examples": [
         *         "Hello Budi! Could you give me your order number?"
         *       ],
         *       "failure_examples": [
         *         "Your order is on its way."
         *       ],
         *       "dynamic_variables": {
         *         "customer_name": "Budi"
         *       }
         *     }
         */
        NextReplyTestBody: {
            /** @description The test's name. */
            name: string;
            /** @description The folder to put it in (`tfd_...`); absent or null for the root. */
            parent_folder_id?: string | null;
            /** @description The agent the test is written for (`agt_...`). */
            agent_id?: string | null;
            /** @description Members to share the test with; editing needs `editor`. */
            access?: components["schemas"]["TestAccessEntry"][];
            from_conversation_metadata?: components["schemas"]["FromConversationMetadata"] | null;
            /**
             * @description The test's kind: `next_reply`.
             * @constant
             */
            type: "next_reply";
            /** @description The conversation the agent answers; it ends with a `user` entry. */
            chat_history: components["schemas"]["HistoryEntry"][];
            /** @description What a good `next_reply` does, as the evaluation model judges it. */
            success_condition: string;
            /** @description Replies that meet the condition, shown to the evaluation model (`next_reply`). */
            success_examples?: string[];
            /** @description Replies that do not, shown to the evaluation model (`next_reply`). */
            failure_examples?: string[];
            /** @description The model that judges the reply (`next_reply`, `simulation`) or the `llm` parameter evals (`tool_invocation`); empty for the default model. */
            evaluation_model?: string;
            /** @description Values for the `{{name}}` placeholders of the agent's prompt and first message during the test's runs, by name. Dynamic variables: `{{name}}` is replaced by `dynamic_variables.name` of the conversation (or of the test); `system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is left as written. */
            dynamic_variables?: {
                [key: string]: unknown;
            };
            tool_mock_config?: components["schemas"]["ToolMockConfig"];
            /** @description Mocked answers by tool id: one mock `{result, is_error?, arguments?}` or a list of them; `arguments`, when given, must be a subset of the call's for the mock to apply (the first that applies wins). */
            tool_mock_overrides?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description An integer from 1 to 100; 30 when omitted. */
        PageSizeParam: string;
        ParameterCondition: {
            /** @description Where in the call's arguments, dot form (`order.items.0.sku`). */
            path: string;
            eval: components["schemas"]["ParameterEval"];
        };
        /** @description How the argument at `path` is checked: `anything`, `exact`, `regex` or `llm`. */
        ParameterEval: components["schemas"]["AnythingEval"] | components["schemas"]["ExactEval"] | components["schemas"]["RegexEval"] | components["schemas"]["LlmEval"];
        ParameterResult: {
            /** @description Whether the argument met the condition. */
            matched: boolean;
            /** @description Why it did or did not. */
            reason: string;
            /** @description What went wrong checking it, if anything. */
            error?: string | null;
        };
        PendingToolCall: {
            /** @description The call's id; the tool result names it. */
            request_id: string;
            /** @description The client tool called. */
            tool_name: string;
            /** @description The call's arguments, as JSON text. */
            params_as_json: string;
        };
        PlatformSettings: {
            analysis_llm?: components["schemas"]["AnalysisLlm"];
            /**
             * @description The values the analysis extracts from each conversation, keyed by field id: each `{type, description}`. The analysis's `data_collection` answers one `{value, rationale}` per id.
             * @example {
             *       "order_number": {
             *         "type": "integer",
             *         "description": "The order number the user gave"
             *       }
             *     }
             */
            data_collection?: {
                [key: string]: components["schemas"]["DataCollectionField"];
            };
            /** @description How ended conversations are judged. */
            evaluation?: {
                /** @description The criteria each ended conversation is judged on. */
                criteria?: components["schemas"]["EvaluationCriterion"][];
            };
            /** @description Whether the analysis rates the user's sentiment. */
            sentiment_analysis?: {
                /** @description Whether it is on; off when absent. */
                enabled?: boolean;
            };
            /** @description Whether the analysis lists the conversation's topics. */
            topic_discovery?: {
                /** @description Whether it is on; off when absent. */
                enabled?: boolean;
            };
            /** @description The agent's tests. */
            testing?: {
                /** @description The tests attached to the agent. */
                attached_tests?: components["schemas"]["AttachedTest"][];
            };
        };
        PromptConfig: {
            /** @description The agent's system prompt, followed by the knowledge it is given. Dynamic variables: `{{name}}` is replaced by `dynamic_variables.name` of the conversation (or of the test); `system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is left as written. */
            prompt?: string;
            llm?: components["schemas"]["AgentLlm"];
            /** @description The most tokens of each reply. */
            max_tokens?: number;
            /** @description The sampling temperature of the agent's model. */
            temperature?: number;
            /** @description With `true`, the platform's default personality sentence is not added after the prompt. */
            ignore_default_personality?: boolean;
            /** @description The workspace tools (`tool_...`) offered to the model; each must name a tool of the workspace. */
            tool_ids?: string[];
            /** @description The platform's built-in tools; a null entry means that tool is off. */
            built_in_tools?: components["schemas"]["BuiltInTools"];
            /** @description The knowledge documents attached to the agent, one per entry. */
            knowledge_base?: components["schemas"]["KnowledgeBaseEntry"][];
            /** @description How knowledge is retrieved for each user message. */
            rag?: components["schemas"]["RagSettings"];
        };
        RagSettings: {
            /** @description Retrieve chunks of the `auto` documents for each user message. */
            enabled?: boolean;
            /** @description The most characters the `prompt` documents put into the prompt, in all. */
            max_documents_length?: number;
            /**
             * @description How many of the best chunks are retrieved for each user message (default 5).
             * @default 5
             */
            max_retrieved_rag_chunks_count: number;
            /** @description Only chunks at most this cosine distance from the message are retrieved (0 to 2). */
            max_vector_distance?: number;
        };
        /**
         * @example {
         *       "draft_hash": "4a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c",
         *       "resolutions": {
         *         "agent.prompt.temperature": "source"
         *       }
         *     }
         */
        ReconcileApplyBody: {
            /** @description The preview's `draft_hash`. */
            draft_hash: string;
            /** @description Conflicting paths mapped to the side that should win, overriding the preview's `winner`. */
            resolutions?: {
                [key: string]: components["schemas"]["ReconcileSide"];
            };
        };
        ReconcileConflict: {
            /** @description The config path (dot form) changed differently on both sides. */
            path: string;
            /** @description Whether the path is present in the draft's base version. */
            base_present: boolean;
            /** @description Whether the path is present in the draft. */
            source_present: boolean;
            /** @description Whether the path is present in the branch tip. */
            target_present: boolean;
            /** @description The value in the draft's base version; absent when not present. */
            base?: unknown;
            /** @description The value in the draft; absent when not present. */
            source?: unknown;
            /** @description The value in the branch tip; absent when not present. */
            target?: unknown;
            /** @description When the draft last changed the path (from its `path_changed_at`). */
            source_last_changed_at?: string | null;
            /** @description When the newest version after the base that changed the path was made. */
            target_last_changed_at?: string | null;
            /** @description Always null: the draft is not a version. */
            source_last_changed_version_id?: string | null;
            /** @description The newest version after the base that changed the path. */
            target_last_changed_version_id?: string | null;
            /** @description The side that changed the path last, whose value `config` holds; a tie goes to `target`. */
            winner?: components["schemas"]["ReconcileSide"] | null;
        };
        ReconcilePreview: {
            /** @description The draft's base version (base). */
            base_version_id: string;
            /** @description The branch tip (target). */
            tip_version_id: string;
            /** @description A token of what was previewed; send it to the reconcile apply, which refuses it once the draft or the tip changed. */
            draft_hash: string;
            /** @description The merged configuration the apply would give the draft. */
            config: components["schemas"]["AgentConfig"];
            /** @description The paths where `config` differs from the draft: the draft's value will be replaced. */
            overridden_fields: string[];
            /** @description The paths changed differently on both sides, sorted by path. */
            conflicts: components["schemas"]["ReconcileConflict"][];
        };
        /** @description `source` (the draft) or `target` (the branch tip). */
        ReconcileSide: "source" | "target";
        ReferencedTool: {
            /** @description The tool's id (`tool_...`, or `end_call` for the built-in tool). */
            id: string;
            type: components["schemas"]["ToolType"];
        };
        RegexEval: {
            /**
             * @description Matches when the value (as a string, or as JSON text when not a string) contains a match of `pattern`.
             * @constant
             */
            type: "regex";
            /** @description A regular expression. */
            pattern: string;
        };
        /**
         * @example {
         *       "email": "rina@example.com",
         *       "name": "Rina Wijaya",
         *       "password": "correct horse battery",
         *       "workspace_name": "Acme"
         *     }
         */
        RegisterBody: {
            /**
             * Format: email
             * @description The new user's email; compared case-insensitively after trimming.
             */
            email: string;
            /** @description The new user's name. */
            name: string;
            /** @description 8 to 256 characters; stored only as a slow salted hash. */
            password: string;
            /** @description The name of the workspace created with the account, which the user owns. */
            workspace_name: string;
        };
        /**
         * @example {
         *       "status": "diterima"
         *     }
         */
        RegisterResponse: {
            /**
             * @description Always `diterima`, whether or not the email was already registered.
             * @constant
             */
            status: "diterima";
        };
        /** @description Next-reply and tool-invocation tests: the reply of each side's first decided run. */
        ReplyDivergence: {
            /**
             * @description `reply`: the two runs' replies are compared.
             * @constant
             */
            kind: "reply";
            /** @description Whether the two runs answered the same: the same response and the same calls (name, tool, arguments, origin and type, in order; `arguments_raw` is not compared). */
            same: boolean;
            /** @description The invocation's run: its reply and tool calls. */
            invocation: {
                /** @description The run's `result.response`. */
                response: string;
                /** @description The run's `result.calls`. */
                calls: components["schemas"]["RunCall"][];
            };
            /** @description The baseline's run: its reply and tool calls. */
            baseline: {
                /** @description The run's `result.response`. */
                response: string;
                /** @description The run's `result.calls`. */
                calls: components["schemas"]["RunCall"][];
            };
        };
        RunCall: {
            /** @description The name of the tool called. */
            name: string;
            /** @description The tool's id (`end_call` for the built-in tool). */
            tool_id: string;
            /** @description The call's arguments; null when they were not a JSON object. */
            arguments: {
                [key: string]: unknown;
            } | null;
            /** @description The arguments as the model wrote them. */
            arguments_raw?: string | null;
            origin: components["schemas"]["RunCallOrigin"];
            tool_type: components["schemas"]["RunCallToolType"];
        };
        /** @description What made the call: the model (`llm`), a workflow, a built-in tool or a transition. */
        RunCallOrigin: "llm" | "workflow" | "built_in" | "transition";
        /** @description The kind of tool called; the built-in `end_call` is `system`. */
        RunCallToolType: "system" | "webhook" | "vendor_sheets" | "client" | "workflow" | "api_integration_webhook" | "mcp" | "code" | "workflow_transition";
        /** @description Why the run failed without a verdict: `quota_exceeded` (the provider kept answering 429), `runtime_error` (the provider failed otherwise, or the version cannot run), `evaluator_error` (the verdict was not valid), `mock_not_matched`, `tool_unavailable`. */
        RunFailureCode: "evaluator_error" | "mock_not_matched" | "quota_exceeded" | "runtime_error" | "tool_unavailable";
        Sentiment: {
            /** @description `positive`, `neutral` or `negative`. */
            label: "positive" | "neutral" | "negative";
            /** @description From -1 (negative) to 1 (positive). */
            score: number;
        };
        /**
         * @example {
         *       "name": "Refund for a late order",
         *       "type": "simulation",
         *       "agent_id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *       "simulation_scenario": "You are Budi. Order 4521 arrived two weeks late and you want a refund.",
         *       "simulation_max_turns": 5,
         *       "success_conditions": [
         *         "The agent explains how the refund will be made.",
         *         "The agent stays polite."
         *       ],
         *       "dynamic_variables": {
         *         "customer_name": "Budi"
         *       },
         *       "tool_mock_config": {
         *         "mocking_strategy": "all",
         *         "fallback_strategy": "raise_error"
         *       },
         *       "tool_mock_overrides": {
         *         "tool_9d2f6h1j5k8l3z7x0c4v2b6n": {
         *           "result": {
         *             "status": "late",
         *             "days": 14
         *           }
         *         }
         *       }
         *     }
         */
        SimulationTestBody: {
            /** @description The test's name. */
            name: string;
            /** @description The folder to put it in (`tfd_...`); absent or null for the root. */
            parent_folder_id?: string | null;
            /** @description The agent the test is written for (`agt_...`). */
            agent_id?: string | null;
            /** @description Members to share the test with; editing needs `editor`. */
            access?: components["schemas"]["TestAccessEntry"][];
            from_conversation_metadata?: components["schemas"]["FromConversationMetadata"] | null;
            /**
             * @description The test's kind: `simulation`.
             * @constant
             */
            type: "simulation";
            /** @description Who the simulated user of a `simulation` is and what they want. */
            simulation_scenario: string;
            /**
             * @description The most user turns of a `simulation` (1 to 50, default 5).
             * @default 5
             */
            simulation_max_turns: number;
            /** @description What a `simulation` must achieve: each is judged on the whole transcript; all must succeed. At least one. */
            success_conditions: string[];
            /** @description The model that plays the user of a `simulation`; empty for the default model. */
            simulated_user_model?: string;
            /** @description The model that judges the reply (`next_reply`, `simulation`) or the `llm` parameter evals (`tool_invocation`); empty for the default model. */
            evaluation_model?: string;
            /** @description An optional opening of the conversation; the agent's first message otherwise. */
            chat_history?: components["schemas"]["HistoryEntry"][];
            /** @description Values for the `{{name}}` placeholders of the agent's prompt and first message during the test's runs, by name. Dynamic variables: `{{name}}` is replaced by `dynamic_variables.name` of the conversation (or of the test); `system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is left as written. */
            dynamic_variables?: {
                [key: string]: unknown;
            };
            tool_mock_config?: components["schemas"]["ToolMockConfig"];
            /** @description Mocked answers by tool id: one mock `{result, is_error?, arguments?}` or a list of them; `arguments`, when given, must be a subset of the call's for the mock to apply (the first that applies wins). */
            tool_mock_overrides?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        TestAccessEntry: {
            role: components["schemas"]["TestShareRole"];
            /** @description The member it is shared with (`usr_...`). */
            user_id: string;
        };
        /** @description The caller's effective role on the item: `admin` (a workspace admin or owner), `creator`, `editor` (an `access` entry) or `viewer`. Editing needs one of the first three. */
        TestAccessRole: "admin" | "creator" | "viewer" | "editor";
        /**
         * @example {
         *       "test_id": "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
         *       "invocations": [
         *         {
         *           "invocation_id": "inv_0p9o8i7u6y5t4r3e2w1q0a9s",
         *           "agent_id": "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
         *           "branch_id": "br_7c3n1v9b2m6x4z8a0s5d3f1g",
         *           "version_id": "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
         *           "created_at": "2026-11-22T10:00:00.000Z",
         *           "runs": 3,
         *           "passed": 2,
         *           "failed": 1,
         *           "pass_rate": 0.6667,
         *           "pass_all": false,
         *           "flaky": true
         *         }
         *       ],
         *       "pass_rate": 0.6667,
         *       "flaky": true,
         *       "last_passed_at": "2026-11-22T10:00:31.000Z",
         *       "last_failed_at": "2026-11-22T10:00:40.000Z"
         *     }
         */
        TestHistory: {
            /** @description The test. */
            test_id: string;
            /** @description The newest `limit` invocations that ran the test (within the filters), newest first. */
            invocations: components["schemas"]["TestHistoryEntry"][];
            /** @description Passed / terminal runs over the listed invocations; null when none is terminal. */
            pass_rate: number | null;
            /** @description True when a listed invocation is flaky, or when two listed invocations of the same `version_id` disagree (one with every terminal run passed, one with a failure). */
            flaky: boolean;
            /** @description When the newest passed run of the listed invocations completed; null when none passed. */
            last_passed_at: string | null;
            /** @description When the newest failed run of the listed invocations completed; null when none failed. */
            last_failed_at: string | null;
        };
        TestHistoryEntry: {
            /** @description The invocation. */
            invocation_id: string;
            /** @description The agent it tested. */
            agent_id: string;
            /** @description The branch it tested. */
            branch_id: string;
            /** @description The agent version its runs executed. */
            version_id: string;
            /**
             * Format: date-time
             * @description When it started.
             */
            created_at: string;
            /** @description The test's terminal runs in it (`interrupted` ones included). */
            runs: number;
            /** @description Of those, the runs that passed. */
            passed: number;
            /** @description Of those, the runs that failed. */
            failed: number;
            /** @description Passed / terminal runs, 0 to 1; null while none is terminal. */
            pass_rate: number | null;
            /** @description pass^k: true only when every one of the test's runs in it passed; null until all are terminal. */
            pass_all: boolean | null;
            /** @description True when one of the test's runs in it passed and another failed; false when they agree; null while none has passed or failed. */
            flaky: boolean | null;
        };
        TestRunListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["TestRunSummary"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        TestRunOfTest: {
            /** @description The run's id (`run_...`). */
            id: string;
            /** @description The invocation summary entry of the run's test. */
            invocation_item_id: string;
            /** @description Which repeat it is, from 0 to `repeat_count` - 1. */
            repeat_index: number;
            status: components["schemas"]["TestRunStatus"];
            /** @description Whether calls that are not mocked may call the real tools. */
            allows_real_tools: boolean;
            /** @description When a worker started it; null while pending. */
            started_at: string | null;
            /** @description When it became terminal; null before. */
            completed_at: string | null;
            /**
             * Format: date-time
             * @description When it last changed; the runs list is ordered by it.
             */
            updated_at: string;
            /** @description What every model call made for it cost, in USD (agent, simulated user and evaluator). */
            cost_usd: number;
            /** @description The input tokens of those calls. */
            input_tokens: number;
            /** @description The output tokens of those calls. */
            output_tokens: number;
            result: components["schemas"]["TestRunResult"];
            /** @description The invocation the run belongs to. */
            invocation_id: string;
            /** @description The agent the invocation tested. */
            agent_id: string;
            /** @description The branch the invocation tested. */
            branch_id: string;
            /** @description The agent version the run executed. */
            version_id: string;
            /** @description The revision of the test the run executed, frozen at invocation time. */
            test_revision_id: string;
            /**
             * Format: date-time
             * @description When the run was created (its invocation's start).
             */
            created_at: string;
        };
        TestRunOfTestPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["TestRunOfTest"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /** @description What the run found: pending `{evaluations: [], response: "", calls: [], passed: null}`; next reply `{evaluation, evaluations, response, calls, passed}`; tool invocation `{parameter_results, evaluations: [], response, calls, passed}`; simulation `{conversation_id, evaluations, response, calls, passed}`; failure `{failure_code, evaluations: [], response, calls, passed: false}`. */
        TestRunResult: {
            /** @description A simulation's conversation, readable with get conversation. */
            conversation_id?: string | null;
            /** @description The verdicts: one per success condition (simulation), `[evaluation]` (next reply), else empty. */
            evaluations: components["schemas"]["Evaluation"][];
            /** @description A next reply's verdict. */
            evaluation?: components["schemas"]["Evaluation"] | null;
            /** @description Why a failed run has no verdict. */
            failure_code?: components["schemas"]["RunFailureCode"] | null;
            /** @description The agent's reply (its last message in a simulation); a readable reason on a failure; empty while pending. */
            response: string;
            /** @description The outcome; null while the run is not terminal. */
            passed?: boolean | null;
            /** @description The tool calls the agent made, in order. */
            calls: components["schemas"]["RunCall"][];
            /** @description A tool invocation's parameter checks, one per condition of `parameters`, in order. */
            parameter_results?: components["schemas"]["ParameterResult"][] | null;
        };
        /** @description `pending` → `running` → `passed` or `failed`, or `interrupted` by a cancel. A run is `passed` exactly when `result.passed` is true. */
        TestRunStatus: "pending" | "running" | "passed" | "failed" | "interrupted";
        TestRunSummary: {
            /** @description The run's id (`run_...`). */
            id: string;
            /** @description The invocation summary entry of the run's test. */
            invocation_item_id: string;
            /** @description Which repeat it is, from 0 to `repeat_count` - 1. */
            repeat_index: number;
            status: components["schemas"]["TestRunStatus"];
            /** @description Whether calls that are not mocked may call the real tools. */
            allows_real_tools: boolean;
            /** @description When a worker started it; null while pending. */
            started_at: string | null;
            /** @description When it became terminal; null before. */
            completed_at: string | null;
            /**
             * Format: date-time
             * @description When it last changed; the runs list is ordered by it.
             */
            updated_at: string;
            /** @description What every model call made for it cost, in USD (agent, simulated user and evaluator). */
            cost_usd: number;
            /** @description The input tokens of those calls. */
            input_tokens: number;
            /** @description The output tokens of those calls. */
            output_tokens: number;
            result: components["schemas"]["TestRunResult"];
        };
        /** @description `viewer` may read the test, `editor` may also change it. */
        TestShareRole: "viewer" | "editor";
        Toggle: {
            /** @description Whether this guardrail is on. */
            is_enabled?: boolean;
        };
        /**
         * @example {
         *       "id": "tool_9d2f6h1j5k8l3z7x0c4v2b6n",
         *       "name": "lookup_order",
         *       "description": "Looks an order up by its number.",
         *       "type": "webhook",
         *       "parameters": {
         *         "type": "object",
         *         "properties": {
         *           "order_number": {
         *             "type": "integer"
         *           }
         *         },
         *         "required": [
         *           "order_number"
         *         ]
         *       },
         *       "webhook": {
         *         "url": "https://api.example.com/orders",
         *         "method": "POST",
         *         "headers": {
         *           "Authorization": "***"
         *         },
         *         "timeout_ms": 5000
         *       },
         *       "created_at": "2026-11-22T10:00:00.000Z",
         *       "updated_at": "2026-11-22T10:00:00.000Z",
         *       "created_by": "usr_8f3k2j9d1m4n6b7v5c0x2z1a"
         *     }
         */
        Tool: {
            /** @description The tool's id (`tool_...`). */
            id: string;
            /** @description The name the model calls it by, unique in the workspace. */
            name: string;
            /** @description What the tool does, as the model reads it. */
            description: string;
            /** @description `webhook` (called by the platform) or `client` (handed to the conversation's client). */
            type: "webhook" | "client";
            /** @description The tool's arguments as a JSON Schema object. */
            parameters: {
                [key: string]: unknown;
            };
            /** @description How a `webhook` tool is called; null for a `client` tool. */
            webhook: components["schemas"]["Webhook"] | null;
            /**
             * Format: date-time
             * @description When it was created (ISO 8601 UTC, with milliseconds).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601 UTC, with milliseconds).
             */
            updated_at: string;
            /** @description The id of the user who created it. */
            created_by: string;
        };
        /** @description A tool call the agent made; extra typed detail inside it is preserved. */
        ToolCall: {
            /** @description The call's arguments, as JSON text. */
            params_as_json: string;
            /** @description The call's id; its result names it. */
            request_id: string;
            /** @description Whether the tool was actually called. */
            tool_has_been_called: boolean;
            /** @description The name of the tool called. */
            tool_name: string;
            /** @description More typed detail of the call, kept as sent. */
            tool_details?: {
                [key: string]: unknown;
            } | null;
            /** @description The kind of tool called. */
            type?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description What a tool-invocation test expects of the agent's tool call. */
        ToolCallParameters: {
            /** @description Conditions on the call's arguments, each checked in order; `result.parameter_results` answers each. */
            parameters?: components["schemas"]["ParameterCondition"][];
            /** @description The tool the agent should call (or not call, with `verify_absence`). */
            referenced_tool?: components["schemas"]["ReferencedTool"] | null;
            /** @description With `true` the test passes exactly when the tool is not called. */
            verify_absence?: boolean;
            /** @description An expected workflow transition; it needs the workflow runtime, so such a run fails with `runtime_error`. */
            workflow_node_transition?: components["schemas"]["WorkflowNodeTransition"] | null;
        };
        /**
         * @example {
         *       "name": "lookup_order",
         *       "description": "Looks an order up by its number.",
         *       "type": "webhook",
         *       "parameters": {
         *         "type": "object",
         *         "properties": {
         *           "order_number": {
         *             "type": "integer"
         *           }
         *         },
         *         "required": [
         *           "order_number"
         *         ]
         *       },
         *       "webhook": {
         *         "url": "https://api.example.com/orders",
         *         "method": "POST",
         *         "headers": {
         *           "Authorization": "Bearer example-token"
         *         },
         *         "timeout_ms": 5000
         *       }
         *     }
         */
        ToolCreateBody: {
            /** @description The name the model calls it by: `^[A-Za-z0-9_-]{1,64}$`, unique in the workspace. */
            name: string;
            /** @description What the tool does, as the model reads it (at most 4096 characters; may be empty). */
            description: string;
            /** @description `webhook`: the platform calls `webhook.url`; `client`: the call is handed to the conversation's client. */
            type: "webhook" | "client";
            parameters: components["schemas"]["ToolParameters"];
            /** @description Required for a `webhook` tool; a `client` tool has none. */
            webhook?: components["schemas"]["WebhookInput"] | null;
        };
        /**
         * @example {
         *       "name": "Looks the order up",
         *       "type": "tool_invocation",
         *       "chat_history": [
         *         {
         *           "role": "user",
         *           "message": "Where is order 4521?"
         *         }
         *       ],
         *       "tool_call_parameters": {
         *         "referenced_tool": {
         *           "id": "tool_9d2f6h1j5k8l3z7x0c4v2b6n",
         *           "type": "webhook"
         *         },
         *         "parameters": [
         *           {
         *             "path": "order_number",
         *             "eval": {
         *               "type": "exact",
         *               "expected_value": 4521
         *             }
         *           }
         *         ]
         *       },
         *       "check_any_tool_matches": false,
         *       "tool_mock_overrides": {
         *         "tool_9d2f6h1j5k8l3z7x0c4v2b6n": {
         *           "result": "Order 4521 ships tomorrow."
         *         }
         *       }
         *     }
         */
        ToolInvocationTestBody: {
            /** @description The test's name. */
            name: string;
            /** @description The folder to put it in (`tfd_...`); absent or null for the root. */
            parent_folder_id?: string | null;
            /** @description The agent the test is written for (`agt_...`). */
            agent_id?: string | null;
            /** @description Members to share the test with; editing needs `editor`. */
            access?: components["schemas"]["TestAccessEntry"][];
            from_conversation_metadata?: components["schemas"]["FromConversationMetadata"] | null;
            /**
             * @description The test's kind: `tool_invocation`.
             * @constant
             */
            type: "tool_invocation";
            /** @description The conversation the agent answers. */
            chat_history: components["schemas"]["HistoryEntry"][];
            tool_call_parameters: components["schemas"]["ToolCallParameters"];
            /** @description `tool_invocation`: with `true` the run passes when any call to the referenced tool matches; otherwise the first call is checked. */
            check_any_tool_matches?: boolean;
            tool_mock_config?: components["schemas"]["ToolMockConfig"];
            /** @description Mocked answers by tool id: one mock `{result, is_error?, arguments?}` or a list of them; `arguments`, when given, must be a subset of the call's for the mock to apply (the first that applies wins). */
            tool_mock_overrides?: {
                [key: string]: unknown;
            };
            /** @description Values for the `{{name}}` placeholders of the agent's prompt and first message during the test's runs, by name. Dynamic variables: `{{name}}` is replaced by `dynamic_variables.name` of the conversation (or of the test); `system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown name is left as written. */
            dynamic_variables?: {
                [key: string]: unknown;
            };
            /** @description The model that judges the reply (`next_reply`, `simulation`) or the `llm` parameter evals (`tool_invocation`); empty for the default model. */
            evaluation_model?: string;
        } & {
            [key: string]: unknown;
        };
        ToolListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["Tool"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /** @description How the tool calls of the test's runs are answered. `end_call` is never mocked. */
        ToolMockConfig: {
            fallback_strategy?: components["schemas"]["ToolMockFallbackStrategy"];
            /** @description The tools mocked when `mocking_strategy` is `selected`. */
            mocked_tool_ids?: string[];
            mocking_strategy?: components["schemas"]["ToolMockingStrategy"];
        };
        /** @description What a mocked call that no mock matches does: `raise_error` (the default) fails the run with `mock_not_matched`; `call_real_tool` calls the real tool. */
        ToolMockFallbackStrategy: "raise_error" | "call_real_tool";
        /** @description Which tools are mocked: `all` (the default), `selected` (those of `mocked_tool_ids`) or `none`. */
        ToolMockingStrategy: "all" | "selected" | "none";
        /** @description The tool's arguments as a JSON Schema object (`type: "object"`, at most 64 KB), offered to the model. */
        ToolParameters: {
            /**
             * @description Always `object`: the arguments are one JSON object.
             * @constant
             */
            type: "object";
        } & {
            [key: string]: unknown;
        };
        ToolResult: {
            /** @description Whether the call failed. */
            is_error: boolean;
            /** @description The id of the call this answers. */
            request_id: string;
            /** @description What the tool answered, as text. */
            result_value: string;
            /** @description Whether the tool was actually called. */
            tool_has_been_called: boolean;
            /** @description The name of the tool called. */
            tool_name: string;
            /** @description The kind of tool called. */
            type: string;
            /** @description Whether the call was blocked. */
            is_blocked?: boolean;
            /** @description How long the call took, in seconds. */
            tool_latency_secs?: number;
        };
        /** @description The kind of tool; the built-in `end_call` is `system`. */
        ToolType: "system" | "webhook" | "vendor_sheets" | "client" | "workflow" | "api_integration_webhook" | "mcp" | "code";
        ToolUpdateBody: {
            /** @description The new name, unique in the workspace. */
            name?: string;
            /** @description What the tool does, as the model reads it (at most 4096 characters; may be empty). */
            description?: string;
            /** @description `webhook`: the platform calls `webhook.url`; `client`: the call is handed to the conversation's client. */
            type?: "webhook" | "client";
            parameters?: components["schemas"]["ToolParameters"];
            /** @description The new call settings; a header sent as `"***"` keeps its stored value. */
            webhook?: components["schemas"]["WebhookInput"] | null;
        };
        /** @description Simulation tests: the simulated conversations of each side's first decided run, turn by turn. */
        TranscriptDivergence: {
            /**
             * @description `transcript`: the two simulated conversations are compared.
             * @constant
             */
            kind: "transcript";
            /** @description Whether the two conversations are identical. */
            same: boolean;
            /** @description The first transcript position at which the conversations differ (role or text, or one has ended); null when they are identical. */
            seq: number | null;
            /** @description The entry at `seq`; null when the conversation has ended before it. */
            invocation: {
                /** @description Who said it. */
                role: "user" | "agent";
                /** @description What was said. */
                text: string;
            } | null;
            /** @description The entry at `seq`; null when the conversation has ended before it. */
            baseline: {
                /** @description Who said it. */
                role: "user" | "agent";
                /** @description What was said. */
                text: string;
            } | null;
        };
        TranscriptEntry: {
            /** @description Who said it: `user` or `agent`. */
            role: "user" | "agent";
            /** @description Its position, from 0 without gaps. */
            seq: number;
            /** @description What was said. */
            text: string;
        };
        User: {
            /** @description The user's id (`usr_...`). */
            id: string;
            /** @description The user's email. */
            email: string;
            /** @description The user's name. */
            name: string;
            /**
             * Format: date-time
             * @description When the user registered.
             */
            created_at: string;
        };
        ValidationErrorDetails: {
            /** @description One entry per field that failed validation. */
            fields: components["schemas"]["FieldError"][];
        };
        Version: {
            /** @description The version's id (`ver_...`). */
            id: string;
            /** @description The agent's id. */
            agent_id: string;
            /** @description The branch it was published on. */
            branch_id: string;
            /** @description The version it was made from; null for the agent's first version. */
            parent_version_id: string | null;
            /** @description The version's configuration, immutable. */
            config: components["schemas"]["AgentConfig"];
            /** @description The config paths (dot form, `agent.prompt.temperature`) that differ from the parent version. */
            changed_paths: string[];
            /**
             * Format: date-time
             * @description When it was published.
             */
            created_at: string;
            /** @description The id of the user who published it. */
            created_by: string;
        };
        VersionListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["Version"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /** @description How the platform calls the tool; header values are never answered back. */
        Webhook: {
            /** @description The address called. */
            url: string;
            /** @description The HTTP method. */
            method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** @description The headers sent, by name; every value shows as `"***"`. */
            headers: {
                [key: string]: "***";
            };
            /** @description How long a call may take, in milliseconds. */
            timeout_ms: number;
        };
        /** @description One attempt to deliver an event to a webhook. */
        WebhookDeliveryAttempt: {
            /** @description The attempt's id (`wha_…`). */
            id: string;
            /** @description The delivered event's id (`evt_…`), the same on every attempt. */
            event_id: string;
            /** @description The delivered event's type (`ping` for a test). */
            event_type: string;
            /** @description Which attempt of this event's delivery it was (1 first). */
            attempt: number;
            /** @description The receiver's HTTP status; null when no answer came (timeout, refused address, connection). */
            status_code: number | null;
            /** @description Why the attempt failed when no status tells it (timeout, refused URL); null otherwise. */
            error: string | null;
            /** @description How long the attempt took, in milliseconds. */
            duration_ms: number;
            /**
             * Format: date-time
             * @description When the attempt was made (ISO 8601 UTC).
             */
            created_at: string;
        };
        WebhookDeliveryPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["WebhookDeliveryAttempt"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /** @description Headers sent with each call, by name (at most 50). Values are write-only: answers show `"***"`, and `"***"` sent back in an update keeps the stored value. */
        WebhookHeaders: {
            [key: string]: string;
        };
        /** @description How the platform calls a `webhook` tool. */
        WebhookInput: {
            /** @description The address called, a safe public `http` or `https` URL (checked at each call). */
            url: string;
            /** @description The HTTP method; `POST` when absent. The arguments go as the JSON body, or as the query for `GET`. */
            method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            headers?: components["schemas"]["WebhookHeaders"];
            /** @description How long a call may take, in milliseconds (1 to 30000; 10000 when absent). */
            timeout_ms?: number;
        };
        WorkflowNodeTransition: {
            /** @description The agent whose workflow it is. */
            agent_id: string;
            /** @description The workflow node the agent should move to. */
            target_node_id: string;
            /**
             * @description Always `node_id`.
             * @constant
             */
            type?: "node_id";
        };
        Workspace: {
            /** @description The workspace's id (`ws_...`). */
            id: string;
            /** @description The workspace's name. */
            name: string;
            /** @description The user's role in this workspace. */
            role: components["schemas"]["WorkspaceRole"];
            /**
             * Format: date-time
             * @description When the workspace was created.
             */
            created_at: string;
        };
        WorkspaceListPage: {
            /** @description This page's items, in the list's order. */
            items: components["schemas"]["Workspace"][];
            /** @description The `cursor` that asks for the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Whether another page follows this one. */
            has_more: boolean;
        };
        /** @description A role in a workspace, highest first: `owner`, `admin`, `member`. A higher role satisfies every lower minimum. */
        WorkspaceRole: "owner" | "admin" | "member";
        WorkspaceSummary: {
            /** @description The workspace's id (`ws_...`). */
            id: string;
            /** @description The workspace's name. */
            name: string;
            /** @description The user's role in this workspace. */
            role: components["schemas"]["WorkspaceRole"];
        };
    };
    responses: never;
    parameters: {
        /** @description Required, with the value `1`, on a mutation made with the session cookie. */
        CsrfHeader: "1";
        /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id, echoed when the caller sent one. */
        RequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterBody"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Too many requests: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "rate_limited";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Too many requests: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "rate_limited";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeResponse"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listWorkspaces: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    addMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberAddBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The member's user id (`usr_...`). */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `last_owner`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "last_owner" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The member's user id (`usr_...`). */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberRoleBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `last_owner`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "last_owner" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The API key's id (`key_...`). */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    renameAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentRenameBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listBranches: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BranchListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createBranch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BranchCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Branch"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`, `branch_name_taken`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress" | "branch_name_taken";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    updateBranch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
                /** @description The branch's id (`br_...`). */
                branch_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BranchUpdateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Branch"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `branch_name_taken`, `branch_main_protected`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "branch_name_taken" | "branch_main_protected" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listVersions: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
                /** @description The branch's id (`br_...`). */
                branch_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
                /** @description The version's id (`ver_...`). */
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getDraft: {
        parameters: {
            query: {
                /** @description The branch whose draft this is (`br_...`). */
                branch_id: string;
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Draft"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    saveDraft: {
        parameters: {
            query: {
                /** @description The branch whose draft this is (`br_...`). */
                branch_id: string;
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftSaveBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Draft"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    discardDraft: {
        parameters: {
            query: {
                /** @description The branch whose draft this is (`br_...`). */
                branch_id: string;
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    publishDraft: {
        parameters: {
            query: {
                /** @description The branch whose draft this is (`br_...`). */
                branch_id: string;
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`, `conflict`, `draft_stale`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress" | "conflict" | "draft_stale";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    reconcilePreview: {
        parameters: {
            query?: {
                /** @description The branch whose draft to reconcile with its tip (`br_...`). */
                branch_id?: string;
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconcilePreview"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    reconcileApply: {
        parameters: {
            query: {
                /** @description The branch whose draft this is (`br_...`). */
                branch_id: string;
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconcileApplyBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Draft"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `conflict`, `draft_changed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "conflict" | "draft_changed";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getDeployments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deployment"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    updateDeployments: {
        parameters: {
            query?: {
                /** @description `true` (owners only) deploys even when the gate refuses a raised branch; the deployment is recorded with `forced: true`. */
                force?: "true" | "false";
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeploymentUpdateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeploymentUpdateResponse"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `deployment_branch_archived`, `deployment_stale`, `deployment_tests_required`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "deployment_branch_archived" | "deployment_stale" | "deployment_tests_required" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `deployment_invalid`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "deployment_invalid";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getDeploymentHistory: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeploymentHistoryPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listTools: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createTool: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToolCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`, `tool_name_taken`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress" | "tool_name_taken";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The tool's id (`tool_...`). */
                tool_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteTool: {
        parameters: {
            query?: {
                /** @description `true` deletes the tool even when a draft or a branch tip names it (409 `tool_in_use` otherwise). */
                force?: "true" | "false";
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The tool's id (`tool_...`). */
                tool_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `tool_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "tool_in_use";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    updateTool: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The tool's id (`tool_...`). */
                tool_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToolUpdateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `tool_name_taken`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "tool_name_taken" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listAgentTests: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                /** @description Only items whose name contains it, ignoring case. */
                search?: string;
                /** @description Absent: every item of the workspace; `root`: the items at the root; a folder id: its direct children. */
                parent_folder_id?: string;
                /** @description Only items of these kinds; may repeat. */
                "types[]"?: components["schemas"]["AgentTestListType"][];
                /** @description `default`: newest `updated_at` first; `folders_first`: folders, then tests, each by name. */
                sort_mode?: "default" | "folders_first";
                /** @description `all` (the default), `shared_with_me` (tests whose `access` names the caller) or `created_by_me`. */
                sharing_mode?: "all" | "shared_with_me" | "created_by_me";
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTestListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createAgentTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTestBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTest"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    moveAgentTests: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTestMoveBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTestMoveResult"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `folder_name_taken`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "folder_name_taken" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getAgentTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent test's id (`tst_...`). */
                test_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTest"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    replaceAgentTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent test's id (`tst_...`). */
                test_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTestBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTest"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteAgentTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent test's id (`tst_...`). */
                test_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createAgentTestFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTestFolderCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTestFolder"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`, `folder_name_taken`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress" | "folder_name_taken";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getAgentTestFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The folder's id (`tfd_...` for a test folder, `kfd_...` for a knowledge folder). */
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTestFolder"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteAgentTestFolder: {
        parameters: {
            query?: {
                /** @description `true` deletes a folder that is not empty with its whole subtree (409 `folder_not_empty` otherwise). */
                force?: "true" | "false";
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The folder's id (`tfd_...` for a test folder, `kfd_...` for a knowledge folder). */
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `folder_not_empty`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "folder_not_empty";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    updateAgentTestFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The folder's id (`tfd_...` for a test folder, `kfd_...` for a knowledge folder). */
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTestFolderPatchBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTestFolder"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `folder_name_taken`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "folder_name_taken" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listTestInvocations: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                /** @description Only invocations of this branch. */
                branch_id?: string;
                /** @description Only invocations with this status. */
                status?: components["schemas"]["InvocationStatus"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvocationListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    startTestInvocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvocationCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invocation"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getTestInvocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The test invocation's id (`inv_...`). */
                invocation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invocation"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    cancelTestInvocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The test invocation's id (`inv_...`). */
                invocation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invocation"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `invocation_finished`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "invocation_finished";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listTestRuns: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                /** @description Only runs whose `updated_at` is strictly later: poll with the last `updated_at` seen. */
                updated_after?: string;
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The test invocation's id (`inv_...`). */
                invocation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestRunListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    streamTestInvocationEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The test invocation's id (`inv_...`). */
                invocation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `run` (a run summary), then `invocation` (the terminal invocation). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Too many requests: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "rate_limited";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listAgentTestRuns: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                /** @description Only runs of invocations of this agent. */
                agent_id?: string;
                /** @description Only runs of invocations of this branch. */
                branch_id?: string;
                /** @description Only runs that executed this agent version. */
                version_id?: string;
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent test's id (`tst_...`). */
                test_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestRunOfTestPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getAgentTestHistory: {
        parameters: {
            query?: {
                /** @description Only invocations of this agent. */
                agent_id?: string;
                /** @description Only invocations of this branch. */
                branch_id?: string;
                /** @description How many invocations, from 1 to 100; 20 when omitted. */
                limit?: components["schemas"]["HistoryLimitParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent test's id (`tst_...`). */
                test_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestHistory"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    compareTestInvocations: {
        parameters: {
            query: {
                /** @description The invocation to compare with: an invocation id of the workspace, or `previous` (the newest terminal invocation of the same agent and branch created before this one). */
                baseline: string;
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The test invocation's id (`inv_...`). */
                invocation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvocationComparison"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createAgentTestFromConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTestFromConversationBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTest"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    startConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The agent's id (`agt_...`). */
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationStartBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                /** @description Only this agent's. */
                agent_id?: string;
                /** @description Only this branch's. */
                branch_id?: string;
                /** @description Only conversations with this status. */
                status?: components["schemas"]["ConversationStatus"];
                /** @description Only conversations from this source. */
                source?: components["schemas"]["ConversationSource"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The conversation's id (`conv_...`). */
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The conversation's id (`conv_...`). */
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The conversation's id (`conv_...`). */
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationMessageBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `conversation_not_active`, `conversation_busy`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "conversation_not_active" | "conversation_busy" | "conflict";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Too many requests: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "rate_limited";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    endConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The conversation's id (`conv_...`). */
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `conversation_not_active`, `conversation_busy`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "conversation_not_active" | "conversation_busy";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    runConversationAnalysis: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The conversation's id (`conv_...`). */
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `conversation_not_ended`, `conversation_busy`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "conversation_not_ended" | "conversation_busy";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createKnowledgeFromText: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeTextBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeDocument"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createKnowledgeFromFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file to upload. */
                    file: string;
                    /** @description The document's name; the file's name when omitted. */
                    name?: string;
                    /** @description The knowledge folder to put it in; the root when omitted. */
                    folder_id?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeDocument"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Unsupported media type: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unsupported_media_type";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    importKnowledgeFromUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeUrlBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeDocument"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    searchKnowledge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeSearchBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeSearchResponse"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listKnowledge: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                /** @description Only the documents directly in this folder; `root` (or empty) for the root. */
                folder_id?: string;
                /** @description Only documents whose name matches it. */
                search?: string;
                /** @description Only documents of this type. */
                type?: components["schemas"]["KnowledgeDocumentType"];
                /** @description Only documents with this status. */
                status?: components["schemas"]["KnowledgeDocumentStatus"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeDocumentListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listKnowledgeFolders: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                /** @description Only the folders directly in this folder; `root` (or empty) for the root; every folder when absent. */
                parent_folder_id?: string;
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFolderListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createKnowledgeFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeFolderCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFolder"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`, `folder_name_taken`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress" | "folder_name_taken";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getKnowledgeFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The folder's id (`tfd_...` for a test folder, `kfd_...` for a knowledge folder). */
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFolder"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteKnowledgeFolder: {
        parameters: {
            query?: {
                /** @description `true` deletes a document still attached to an agent (409 `document_in_use` otherwise), or a folder with its contents (409 `folder_not_empty` otherwise). */
                force?: "true" | "1" | "" | "false" | "0";
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The folder's id (`tfd_...` for a test folder, `kfd_...` for a knowledge folder). */
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `folder_not_empty`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "folder_not_empty";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    updateKnowledgeFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The folder's id (`tfd_...` for a test folder, `kfd_...` for a knowledge folder). */
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeFolderPatchBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFolder"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `folder_name_taken`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "folder_name_taken";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getKnowledgeDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The knowledge document's id (`kdoc_...`). */
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeDocument"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteKnowledgeDocument: {
        parameters: {
            query?: {
                /** @description `true` deletes a document still attached to an agent (409 `document_in_use` otherwise), or a folder with its contents (409 `folder_not_empty` otherwise). */
                force?: "true" | "1" | "" | "false" | "0";
            };
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The knowledge document's id (`kdoc_...`). */
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `document_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "document_in_use";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    updateKnowledgeDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The knowledge document's id (`kdoc_...`). */
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeDocumentPatchBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeDocument"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getKnowledgeContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The knowledge document's id (`kdoc_...`). */
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeDocumentContent"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "conflict";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    refreshKnowledgeDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The knowledge document's id (`kdoc_...`). */
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeDocument"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventWebhookListPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventWebhookCreateBody"];
            };
        };
        responses: {
            /** @description A webhook with its signing secret, answered once when created or rotated. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventWebhookWithSecret"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_in_progress";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`, `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "idempotency_key_reused";
                        };
                    });
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The webhook's id (`whk_...`). */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook: where the workspace's events are sent. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventWebhook"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The webhook's id (`whk_...`). */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The webhook's id (`whk_...`). */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventWebhookPatchBody"];
            };
        };
        responses: {
            /** @description The webhook as changed, with its new signing secret when `rotate_secret` was sent. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventWebhookUpdated"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The webhook's id (`whk_...`). */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One attempt to deliver an event to a webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryAttempt"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422. */
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                /** @description The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`. */
                workspace_id: string;
                /** @description The webhook's id (`whk_...`). */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `forbidden` (or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "forbidden";
                        };
                    };
                };
            };
            /** @description Not found: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Validation failed: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @constant
                             */
                            code?: "validation_failed";
                            /** @description `fields` names each field that failed and why. */
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    };
                };
            };
            /** @description Internal error: `internal`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "internal";
                        };
                    };
                };
            };
            /** @description Unavailable: `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @description What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`. */
                        error?: {
                            /**
                             * @description The codes this status carries for this operation.
                             * @enum {string}
                             */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
}
