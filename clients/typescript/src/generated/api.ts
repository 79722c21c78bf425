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
         * @description No authentication. Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Login
         * @description No authentication. The shapes of this operation's answers are not described yet.
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
         * Me
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user. The shapes of this operation's answers are not described yet.
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
         * Logout
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * List workspaces
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user. The shapes of this operation's answers are not described yet.
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
         * Get workspace
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Add member
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Remove member
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change member role
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * List api keys
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. The shapes of this operation's answers are not described yet.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create api key
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Revoke api key
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["listAgents"];
        put?: never;
        /**
         * Create agent
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Get agent
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename agent
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * List branches
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["listBranches"];
        put?: never;
        /**
         * Create branch
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Update branch
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * List versions
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
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
         * Get version
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
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
         * Get draft
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["getDraft"];
        /**
         * Save draft
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
         */
        put: operations["saveDraft"];
        post?: never;
        /**
         * Discard draft
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * Publish draft
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Reconcile preview
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * Reconcile apply
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * Get deployments
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["getDeployments"];
        /**
         * Update deployments
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
         */
        put: operations["updateDeployments"];
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listTools"];
        put?: never;
        /**
         * Create tool
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * Get tool
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getTool"];
        put?: never;
        post?: never;
        /**
         * Delete tool
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteTool"];
        options?: never;
        head?: never;
        /**
         * Update tool
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * List agent tests
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["listAgentTests"];
        put?: never;
        /**
         * Create agent test
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Move agent tests
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * Get agent test
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["getAgentTest"];
        /**
         * Replace agent test
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
         */
        put: operations["replaceAgentTest"];
        post?: never;
        /**
         * Delete agent test
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * Create agent test folder
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Get agent test folder
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["getAgentTestFolder"];
        put?: never;
        post?: never;
        /**
         * Delete agent test folder
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
         */
        delete: operations["deleteAgentTestFolder"];
        options?: never;
        head?: never;
        /**
         * Update agent test folder
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
        get?: never;
        put?: never;
        /**
         * Start test invocation
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * Get test invocation
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * Cancel test invocation
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * List test runs
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * Stream test invocation events
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * Start conversation
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
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
         * Get conversation
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
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
         * Send message
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * End conversation
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * Create knowledge from text
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Create knowledge from file
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Import knowledge from url
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * List knowledge
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
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
        get?: never;
        put?: never;
        /**
         * Create knowledge folder
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer). The shapes of this operation's answers are not described yet.
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
         * Get knowledge folder
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["getKnowledgeFolder"];
        put?: never;
        post?: never;
        /**
         * Delete knowledge folder
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
         */
        delete: operations["deleteKnowledgeFolder"];
        options?: never;
        head?: never;
        /**
         * Update knowledge folder
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * Get knowledge document
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
         */
        get: operations["getKnowledgeDocument"];
        put?: never;
        post?: never;
        /**
         * Delete knowledge document
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
         */
        delete: operations["deleteKnowledgeDocument"];
        options?: never;
        head?: never;
        /**
         * Update knowledge document
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
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
         * Get knowledge content
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. The shapes of this operation's answers are not described yet.
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
         * Refresh knowledge document
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). The shapes of this operation's answers are not described yet.
         */
        post: operations["refreshKnowledgeDocument"];
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
        ErrorBody: {
            error: {
                code: string;
                message: string;
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Evaluation: {
            rationale: string;
            status: components["schemas"]["EvaluationStatus"];
        };
        EvaluationStatus: "success" | "failure";
        FieldError: {
            path: string;
            message: string;
        };
        Invocation: {
            id: string;
            agent_id: string;
            branch_id: string;
            version_id: string;
            test_ids: string[];
            repeat_count: number;
            status: components["schemas"]["InvocationStatus"];
            counts: components["schemas"]["InvocationCounts"];
            cost_usd: number;
            input_tokens: number;
            output_tokens: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            completed_at: string | null;
            allow_real_tools: boolean;
            summary: components["schemas"]["InvocationSummaryEntry"][];
        };
        InvocationCounts: {
            pending: number;
            running: number;
            passed: number;
            failed: number;
            interrupted: number;
        };
        InvocationCreateBody: {
            test_ids: string[];
            branch_id?: string | null;
            /** @default 1 */
            repeat_count: number;
            /** @default false */
            allow_real_tools: boolean;
        };
        InvocationStatus: "running" | "completed" | "cancelled";
        InvocationSummaryEntry: {
            invocation_item_id: string;
            test_id: string;
            test_name: string;
            runs: number;
            passed: number;
            failed: number;
            pass_rate: number | null;
            pass_all: boolean | null;
        };
        ParameterResult: {
            matched: boolean;
            reason: string;
            error?: string | null;
        };
        RunCall: {
            name: string;
            tool_id: string;
            arguments: {
                [key: string]: unknown;
            } | null;
            arguments_raw?: string | null;
            origin: components["schemas"]["RunCallOrigin"];
            tool_type: components["schemas"]["RunCallToolType"];
        };
        RunCallOrigin: "llm" | "workflow" | "built_in" | "transition";
        RunCallToolType: "system" | "webhook" | "vendor_sheets" | "client" | "workflow" | "api_integration_webhook" | "mcp" | "code" | "workflow_transition";
        RunFailureCode: "evaluator_error" | "mock_not_matched" | "quota_exceeded" | "runtime_error" | "tool_unavailable";
        TestRunListPage: {
            items: components["schemas"]["TestRunSummary"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        TestRunResult: {
            conversation_id?: string | null;
            evaluations: components["schemas"]["Evaluation"][];
            evaluation?: components["schemas"]["Evaluation"] | null;
            failure_code?: components["schemas"]["RunFailureCode"] | null;
            response: string;
            passed?: boolean | null;
            calls: components["schemas"]["RunCall"][];
            parameter_results?: components["schemas"]["ParameterResult"][] | null;
        };
        TestRunStatus: "pending" | "running" | "passed" | "failed" | "interrupted";
        TestRunSummary: {
            id: string;
            invocation_item_id: string;
            repeat_index: number;
            status: components["schemas"]["TestRunStatus"];
            allows_real_tools: boolean;
            started_at: string | null;
            completed_at: string | null;
            /** Format: date-time */
            updated_at: string;
            cost_usd: number;
            input_tokens: number;
            output_tokens: number;
            result: components["schemas"]["TestRunResult"];
        };
        Tool: {
            id: string;
            name: string;
            description: string;
            type: "webhook" | "client";
            parameters: {
                [key: string]: unknown;
            };
            webhook: components["schemas"]["Webhook"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            created_by: string;
        };
        ToolCreateBody: {
            name: string;
            description: string;
            type: "webhook" | "client";
            parameters: components["schemas"]["ToolParameters"];
            webhook?: components["schemas"]["WebhookInput"] | null;
        };
        ToolListPage: {
            items: components["schemas"]["Tool"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        ToolParameters: {
            /** @constant */
            type: "object";
        } & {
            [key: string]: unknown;
        };
        ToolUpdateBody: {
            name?: string;
            description?: string;
            type?: "webhook" | "client";
            parameters?: components["schemas"]["ToolParameters"];
            webhook?: components["schemas"]["WebhookInput"] | null;
        };
        ValidationErrorDetails: {
            fields: components["schemas"]["FieldError"][];
        };
        Webhook: {
            url: string;
            method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            headers: {
                [key: string]: "***";
            };
            timeout_ms: number;
        };
        WebhookHeaders: {
            [key: string]: string;
        };
        WebhookInput: {
            url: string;
            method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            headers?: components["schemas"]["WebhookHeaders"];
            timeout_ms?: number;
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
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Conflict: `idempotency_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Payload too large: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listAgents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listBranches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                agent_id: string;
                branch_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                agent_id: string;
                branch_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                agent_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    saveDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    discardDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    publishDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
                /** @description Makes a creating request safe to retry: a repeat with the same key and body answers the first answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    reconcilePreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    reconcileApply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getDeployments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    updateDeployments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listTools: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    deleteTool: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `tool_name_taken`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "tool_name_taken";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
        };
    };
    listAgentTests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getAgentTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                test_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                test_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                test_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getAgentTestFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    deleteAgentTestFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                cursor?: string;
                page_size?: string;
                updated_after?: string;
            };
            header?: never;
            path: {
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                workspace_id: string;
                agent_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listConversations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `csrf_header_missing`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "csrf_header_missing";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    listKnowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
                            details: components["schemas"]["ValidationErrorDetails"];
                        };
                    }) | (components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getKnowledgeFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    deleteKnowledgeFolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                folder_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getKnowledgeDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    deleteKnowledgeDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required, with the value `1`, on a mutation made with the session cookie. */
                "X-CX-Request"?: components["parameters"]["CsrfHeader"];
            };
            path: {
                workspace_id: string;
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    getKnowledgeContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workspace_id: string;
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
                workspace_id: string;
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Unauthenticated: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "unauthenticated";
                        };
                    };
                };
            };
            /** @description Forbidden: `api_key_not_allowed`, `csrf_header_missing`, `forbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "api_key_not_allowed" | "csrf_header_missing" | "forbidden";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @constant */
                            code?: "validation_failed";
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "unavailable";
                        };
                    };
                };
            };
            /** @description Success; this answer's shape is not described yet. */
            "2XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
}
