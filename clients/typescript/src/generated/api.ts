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
         * @description No authentication. Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description No authentication.
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user.
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Any signed-in user.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Add member
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change member role
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create api key
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listAgents"];
        put?: never;
        /**
         * Create agent
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename agent
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listBranches"];
        put?: never;
        /**
         * Create branch
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getDraft"];
        /**
         * Save draft
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        put: operations["saveDraft"];
        post?: never;
        /**
         * Discard draft
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getDeployments"];
        /**
         * Update deployments
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["listAgentTests"];
        put?: never;
        /**
         * Create agent test
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getAgentTest"];
        /**
         * Replace agent test
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        put: operations["replaceAgentTest"];
        post?: never;
        /**
         * Delete agent test
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getAgentTestFolder"];
        put?: never;
        post?: never;
        /**
         * Delete agent test folder
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteAgentTestFolder"];
        options?: never;
        head?: never;
        /**
         * Update agent test folder
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`). Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getKnowledgeFolder"];
        put?: never;
        post?: never;
        /**
         * Delete knowledge folder
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteKnowledgeFolder"];
        options?: never;
        head?: never;
        /**
         * Update knowledge folder
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
         */
        get: operations["getKnowledgeDocument"];
        put?: never;
        post?: never;
        /**
         * Delete knowledge document
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
         */
        delete: operations["deleteKnowledgeDocument"];
        options?: never;
        head?: never;
        /**
         * Update knowledge document
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
         * @description An API key (`Authorization: Bearer`) or a dashboard session cookie. Minimum role in the workspace: `member`.
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
         * @description A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`). Minimum role in the workspace: `admin`. With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`).
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
        Agent: {
            id: string;
            name: string;
            main_branch_id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            created_by: string;
        };
        AgentConfig: {
            agent?: components["schemas"]["AgentSection"];
            conversation?: components["schemas"]["ConversationSettings"];
            guardrails?: components["schemas"]["GuardrailsConfig"];
            platform_settings?: components["schemas"]["PlatformSettings"];
            procedures?: {
                [key: string]: unknown;
            }[];
            workflow?: {
                [key: string]: unknown;
            } | null;
        };
        AgentCreateBody: {
            name: string;
            config?: components["schemas"]["AgentConfig"];
        };
        AgentListPage: {
            items: components["schemas"]["Agent"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        AgentLlm: "vendor-a-5-mini" | "vendor-a-5" | "vendor-b-v4-flash" | "vendor-c-haiku-4-5" | "vendor-c-sonnet-4-5" | "vendor-d-2.5-flash";
        AgentRenameBody: {
            name: string;
        };
        AgentSection: {
            first_message?: string;
            language?: components["schemas"]["Language"];
            prompt?: components["schemas"]["PromptConfig"];
        };
        AgentTest: {
            id: string;
            name: string;
            parent_folder_id: string | null;
            created_by: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            breadcrumbs?: components["schemas"]["Breadcrumb"][] | null;
            /** @constant */
            entity_type: "test";
            type: components["schemas"]["AgentTestType"];
            agent_id?: string | null;
            access: components["schemas"]["TestAccessEntry"][];
            access_role: components["schemas"]["TestAccessRole"];
            chat_history: components["schemas"]["HistoryEntry"][];
            conversation_initiation_source: components["schemas"]["ConversationInitiationSource"];
            current_revision_id: string;
            /** Format: date-time */
            revision_created_at: string;
            dynamic_variables: {
                [key: string]: unknown;
            };
            evaluation_model: string;
            simulated_user_model: string;
            simulation_max_turns: number;
            simulation_scenario: string;
            success_conditions: string[];
            success_condition: string;
            success_examples: string[];
            failure_examples: string[];
            check_any_tool_matches: boolean;
            tool_mock_overrides: {
                [key: string]: unknown;
            };
            tool_mock_config: components["schemas"]["ToolMockConfig"];
            from_conversation_metadata: components["schemas"]["FromConversationMetadata"] | null;
            tool_call_parameters: components["schemas"]["ToolCallParameters"] | null;
        };
        AgentTestBody: components["schemas"]["SimulationTestBody"] | components["schemas"]["NextReplyTestBody"] | components["schemas"]["ToolInvocationTestBody"];
        AgentTestFolder: {
            id: string;
            name: string;
            parent_folder_id: string | null;
            created_by: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            breadcrumbs?: components["schemas"]["Breadcrumb"][] | null;
            /** @constant */
            entity_type: "folder";
        };
        AgentTestFolderCreateBody: {
            name: string;
            parent_folder_id?: string | null;
        };
        AgentTestFolderPatchBody: {
            name?: string;
            parent_folder_id?: string | null;
        };
        AgentTestListItem: components["schemas"]["AgentTestFolder"] | components["schemas"]["AgentTest"];
        AgentTestListPage: {
            items: components["schemas"]["AgentTestListItem"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        AgentTestListType: "folder" | "simulation" | "next_reply" | "tool_invocation";
        AgentTestMoveBody: {
            entity_ids: string[];
            parent_folder_id: string | null;
        };
        AgentTestMoveResult: {
            items: components["schemas"]["AgentTestListItem"][];
        };
        AgentTestType: "simulation" | "next_reply" | "tool_invocation";
        AnalysisError: {
            code: string;
            message: string;
        };
        AnalysisLlm: "vendor-a-5-mini" | "vendor-a-5";
        AnalysisStatus: "pending" | "processing" | "done" | "skipped" | "failed";
        AnythingEval: {
            /** @constant */
            type: "anything";
        };
        ApiKey: {
            id: string;
            name: string;
            role: components["schemas"]["ApiKeyRole"];
            key_prefix: string;
            /** Format: date-time */
            created_at: string;
            created_by: string;
            last_used_at: string | null;
        };
        ApiKeyCreateBody: {
            name: string;
            role: components["schemas"]["ApiKeyRole"];
        };
        ApiKeyCreated: {
            id: string;
            name: string;
            role: components["schemas"]["ApiKeyRole"];
            key_prefix: string;
            /** Format: date-time */
            created_at: string;
            created_by: string;
            last_used_at: string | null;
            key: string;
        };
        ApiKeyListPage: {
            items: components["schemas"]["ApiKey"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        ApiKeyRole: "member" | "admin";
        AttachedTest: {
            test_id: string;
            workflow_node_id?: string | null;
        };
        Branch: {
            id: string;
            agent_id: string;
            name: string;
            parent_version_id: string | null;
            tip_version_id: string;
            is_archived: boolean;
            draft_exists: boolean;
            live_basis_points: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        BranchCreateBody: {
            name: string;
            parent_version_id?: string | null;
        };
        BranchListPage: {
            items: components["schemas"]["Branch"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        BranchUpdateBody: {
            name?: string;
            is_archived?: boolean;
        };
        Breadcrumb: {
            id: string;
            name: string;
        };
        BuiltInEndCall: {
            description?: string;
        };
        BuiltInTools: {
            end_call?: components["schemas"]["BuiltInEndCall"] | null;
        };
        ClientToolResultBody: {
            request_id: string;
            result_value: string;
            is_error?: boolean;
        };
        CollectedValue: {
            value: string | number | boolean | null;
            rationale: string;
        };
        ContentGuardrail: {
            categories?: components["schemas"]["GuardrailCategories"];
            execution_mode?: components["schemas"]["GuardrailExecutionMode"];
            trigger_action?: components["schemas"]["GuardrailTriggerAction"];
        };
        ConversationAnalysis: {
            criteria_results?: components["schemas"]["CriteriaResult"][];
            data_collection?: {
                [key: string]: components["schemas"]["CollectedValue"];
            };
            sentiment?: components["schemas"]["Sentiment"] | null;
            topics?: string[] | null;
            summary?: string;
            /** Format: date-time */
            analyzed_at?: string;
            error?: components["schemas"]["AnalysisError"];
        } & {
            [key: string]: unknown;
        };
        ConversationDetail: {
            id: string;
            agent_id: string;
            agent_name: string;
            branch_name: string;
            version_id: string;
            cost_usd: string;
            branch_id: string | null;
            end_reason: string | null;
            external_user_id: string | null;
            title: string | null;
            status: components["schemas"]["ConversationStatus"];
            source: components["schemas"]["ConversationSource"];
            analysis_status: components["schemas"]["AnalysisStatus"];
            is_draft_run: boolean;
            call_successful: boolean | null;
            /** Format: date-time */
            started_at: string;
            ended_at: string | null;
            duration_seconds: number;
            turn_count: number;
            input_tokens: number;
            output_tokens: number;
            transcript: components["schemas"]["TranscriptEntry"][];
            events: components["schemas"]["ConversationEvent"][];
            analysis: components["schemas"]["ConversationAnalysis"] | null;
            workflow: {
                [key: string]: unknown;
            } | null;
            procedures: {
                [key: string]: unknown;
            }[];
            pending_tool_calls: components["schemas"]["PendingToolCall"][];
        };
        ConversationEvent: {
            /** Format: date-time */
            created_at: string;
            payload: {
                [key: string]: unknown;
            };
            seq: number;
            type: string;
        };
        ConversationInitiationSource: "unknown" | "channel_integration";
        ConversationListPage: {
            items: components["schemas"]["ConversationSummary"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        ConversationMessageBody: {
            text?: string;
            tool_results?: components["schemas"]["ClientToolResultBody"][];
        };
        ConversationSettings: {
            max_duration_seconds?: number;
            text_only?: boolean;
        };
        ConversationSource: "test_chat" | "widget" | "api" | "channel" | "agent_test";
        ConversationStartBody: {
            source?: components["schemas"]["ConversationStartSource"];
            branch_id?: string | null;
            draft?: boolean;
            external_user_id?: string | null;
            dynamic_variables?: {
                [key: string]: unknown;
            };
        };
        ConversationStartSource: "test_chat" | "api" | "widget" | "channel";
        ConversationStatus: "active" | "ended" | "failed";
        ConversationSummary: {
            id: string;
            agent_id: string;
            agent_name: string;
            branch_name: string;
            version_id: string;
            cost_usd: string;
            branch_id: string | null;
            end_reason: string | null;
            external_user_id: string | null;
            title: string | null;
            status: components["schemas"]["ConversationStatus"];
            source: components["schemas"]["ConversationSource"];
            analysis_status: components["schemas"]["AnalysisStatus"];
            is_draft_run: boolean;
            call_successful: boolean | null;
            /** Format: date-time */
            started_at: string;
            ended_at: string | null;
            duration_seconds: number;
            turn_count: number;
            input_tokens: number;
            output_tokens: number;
            workflow: {
                [key: string]: unknown;
            } | null;
            procedures: {
                [key: string]: unknown;
            }[];
            pending_tool_calls: components["schemas"]["PendingToolCall"][];
        };
        CriteriaResult: {
            criteria_id: string;
            result: components["schemas"]["CriteriaResultValue"];
            rationale: string;
        };
        CriteriaResultValue: "success" | "failure" | "unknown";
        CustomGuardrail: {
            id: string;
            execution_mode?: components["schemas"]["GuardrailExecutionMode"];
            history_message_count?: number;
            is_enabled?: boolean;
            model?: string;
            name?: string;
            prompt?: string;
            trigger_action?: components["schemas"]["GuardrailTriggerAction"];
        };
        Deployment: {
            deployment_id: string | null;
            distribution: components["schemas"]["DeploymentAllocation"][];
            /** Format: date-time */
            updated_at: string;
        };
        DeploymentAllocation: {
            branch_id: string;
            percentage: string;
            basis_points: number;
        };
        DeploymentUpdateBody: {
            branches: unknown[];
        };
        DeploymentUpdateResponse: {
            changed: boolean;
            deployment_id: string | null;
            distribution: components["schemas"]["DeploymentAllocation"][];
        };
        Draft: {
            branch_id: string;
            base_version_id: string;
            config: components["schemas"]["AgentConfig"];
            draft_hash: string;
            /** Format: date-time */
            updated_at: string;
            path_changed_at: {
                [key: string]: string;
            };
        };
        DraftSaveBody: {
            config: components["schemas"]["AgentConfig"];
            base_version_id?: string;
        };
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
        EvaluationCriterion: {
            id: string;
            name: string;
            conversation_goal_prompt: string;
        };
        EvaluationStatus: "success" | "failure";
        ExactEval: {
            /** @constant */
            type: "exact";
            expected_value: unknown;
        };
        FieldError: {
            path: string;
            message: string;
        };
        FromConversationMetadata: {
            conversation_id: string;
            event_seq: number;
            original_agent_response?: string | null;
            system__conversation_id?: string | null;
            /** Format: date-time */
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
        GuardrailCategorySettings: {
            is_enabled?: boolean;
            threshold?: components["schemas"]["GuardrailThreshold"];
        };
        GuardrailExecutionMode: "streaming" | "blocking";
        GuardrailsConfig: {
            version?: components["schemas"]["GuardrailVersion"];
            content?: components["schemas"]["ContentGuardrail"];
            custom?: {
                configs?: components["schemas"]["CustomGuardrail"][];
            };
            focus?: components["schemas"]["Toggle"];
            prompt_injection?: components["schemas"]["Toggle"];
        };
        GuardrailThreshold: "low" | "medium" | "high";
        GuardrailTriggerAction: {
            type?: components["schemas"]["GuardrailTriggerActionType"];
            feedback?: string;
        };
        GuardrailTriggerActionType: "end_call" | "retry";
        /** @constant */
        GuardrailVersion: "1";
        HistoryEntry: {
            role: components["schemas"]["HistoryRole"];
            message?: string | null;
            tool_calls?: components["schemas"]["ToolCall"][];
            tool_results?: components["schemas"]["ToolResult"][];
        };
        HistoryRole: "user" | "agent";
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
            /** @description Default 1. */
            repeat_count?: number;
            /** @description Default false. */
            allow_real_tools?: boolean;
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
        KnowledgeBaseEntry: {
            id: string;
            name?: string;
            type?: components["schemas"]["KnowledgeDocumentType"];
            usage_mode?: components["schemas"]["KnowledgeUsageMode"];
        };
        KnowledgeCreator: {
            id: string;
            name: string;
            email: string;
        };
        KnowledgeDocument: {
            id: string;
            name: string;
            type: components["schemas"]["KnowledgeDocumentType"];
            status: components["schemas"]["KnowledgeDocumentStatus"];
            error: string | null;
            byte_size: number;
            chunk_count: number;
            created_by: components["schemas"]["KnowledgeCreator"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            indexed_at: string | null;
            source_url: string | null;
            folder_id: string | null;
        };
        KnowledgeDocumentContent: {
            document_id: string;
            name: string;
            text: string;
            byte_size: number;
            indexed_at: string | null;
        };
        KnowledgeDocumentListPage: {
            items: components["schemas"]["KnowledgeDocument"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        KnowledgeDocumentPatchBody: {
            name?: string;
            folder_id?: string | null;
        };
        KnowledgeDocumentStatus: "pending" | "indexing" | "ready" | "failed";
        KnowledgeDocumentType: "text" | "file" | "url";
        KnowledgeFolder: {
            id: string;
            name: string;
            /** @constant */
            entity_type: "folder";
            parent_folder_id: string | null;
            child_count: number;
            created_by: components["schemas"]["KnowledgeCreator"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        KnowledgeFolderCreateBody: {
            name: string;
            parent_folder_id?: string | null;
        };
        KnowledgeFolderPatchBody: {
            name?: string;
            parent_folder_id?: string | null;
        };
        KnowledgeSearchBody: {
            query: string;
            document_ids?: string[];
            /** @default 5 */
            max_chunks: number;
            max_vector_distance?: number;
        };
        KnowledgeSearchResponse: {
            items: components["schemas"]["KnowledgeSearchResult"][];
        };
        KnowledgeSearchResult: {
            document_id: string;
            document_name: string;
            chunk_index: number;
            text: string;
            distance: number;
        };
        KnowledgeTextBody: {
            name: string;
            text: string;
            folder_id?: string | null;
        };
        KnowledgeUrlBody: {
            /** Format: uri */
            url: string;
            name?: string | null;
            folder_id?: string | null;
        };
        KnowledgeUsageMode: "auto" | "prompt";
        Language: "id" | "en";
        LlmEval: {
            /** @constant */
            type: "llm";
            description: string;
        };
        LoginBody: {
            /** Format: email */
            email: string;
            password: string;
            remember?: boolean;
        };
        LoginResponse: {
            /** @constant */
            status: "masuk";
        };
        Member: {
            user_id: string;
            email: string;
            name: string;
            role: components["schemas"]["WorkspaceRole"];
            /** Format: date-time */
            joined_at: string;
        };
        MemberAddBody: {
            /** Format: email */
            email: string;
            role: components["schemas"]["WorkspaceRole"];
        };
        MemberListPage: {
            items: components["schemas"]["Member"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        MemberRoleBody: {
            role: components["schemas"]["WorkspaceRole"];
        };
        MeResponse: {
            user: components["schemas"]["User"];
            workspaces: components["schemas"]["WorkspaceSummary"][];
        };
        NextReplyTestBody: {
            name: string;
            parent_folder_id?: string | null;
            agent_id?: string | null;
            access?: components["schemas"]["TestAccessEntry"][];
            from_conversation_metadata?: components["schemas"]["FromConversationMetadata"] | null;
            /** @constant */
            type: "next_reply";
            chat_history: components["schemas"]["HistoryEntry"][];
            success_condition: string;
            success_examples?: string[];
            failure_examples?: string[];
            evaluation_model?: string;
            dynamic_variables?: {
                [key: string]: unknown;
            };
            tool_mock_config?: components["schemas"]["ToolMockConfig"];
            tool_mock_overrides?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description An integer from 1 to 100; 30 when omitted. */
        PageSizeParam: string;
        ParameterCondition: {
            path: string;
            eval: components["schemas"]["ParameterEval"];
        };
        ParameterEval: components["schemas"]["AnythingEval"] | components["schemas"]["ExactEval"] | components["schemas"]["RegexEval"] | components["schemas"]["LlmEval"];
        ParameterResult: {
            matched: boolean;
            reason: string;
            error?: string | null;
        };
        PendingToolCall: {
            request_id: string;
            tool_name: string;
            params_as_json: string;
        };
        PlatformSettings: {
            analysis_llm?: components["schemas"]["AnalysisLlm"];
            data_collection?: {
                [key: string]: unknown;
            };
            evaluation?: {
                criteria?: components["schemas"]["EvaluationCriterion"][];
            };
            sentiment_analysis?: {
                enabled?: boolean;
            };
            topic_discovery?: {
                enabled?: boolean;
            };
            testing?: {
                attached_tests?: components["schemas"]["AttachedTest"][];
            };
        };
        PromptConfig: {
            prompt?: string;
            llm?: components["schemas"]["AgentLlm"];
            max_tokens?: number;
            temperature?: number;
            ignore_default_personality?: boolean;
            tool_ids?: string[];
            built_in_tools?: components["schemas"]["BuiltInTools"];
            knowledge_base?: components["schemas"]["KnowledgeBaseEntry"][];
            rag?: components["schemas"]["RagSettings"];
        };
        RagSettings: {
            enabled?: boolean;
            max_documents_length?: number;
            /** @default 5 */
            max_retrieved_rag_chunks_count: number;
            max_vector_distance?: number;
        };
        ReconcileApplyBody: {
            draft_hash: string;
            resolutions?: {
                [key: string]: components["schemas"]["ReconcileSide"];
            };
        };
        ReconcileConflict: {
            path: string;
            base_present: boolean;
            source_present: boolean;
            target_present: boolean;
            base?: unknown;
            source?: unknown;
            target?: unknown;
            source_last_changed_at?: string | null;
            target_last_changed_at?: string | null;
            source_last_changed_version_id?: string | null;
            target_last_changed_version_id?: string | null;
            winner?: components["schemas"]["ReconcileSide"] | null;
        };
        ReconcilePreview: {
            base_version_id: string;
            tip_version_id: string;
            draft_hash: string;
            config: components["schemas"]["AgentConfig"];
            overridden_fields: string[];
            conflicts: components["schemas"]["ReconcileConflict"][];
        };
        ReconcileSide: "source" | "target";
        ReferencedTool: {
            id: string;
            type: components["schemas"]["ToolType"];
        };
        RegexEval: {
            /** @constant */
            type: "regex";
            pattern: string;
        };
        RegisterBody: {
            /** Format: email */
            email: string;
            name: string;
            password: string;
            workspace_name: string;
        };
        RegisterResponse: {
            /** @constant */
            status: "diterima";
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
        Sentiment: {
            label: "positive" | "neutral" | "negative";
            score: number;
        };
        SimulationTestBody: {
            name: string;
            parent_folder_id?: string | null;
            agent_id?: string | null;
            access?: components["schemas"]["TestAccessEntry"][];
            from_conversation_metadata?: components["schemas"]["FromConversationMetadata"] | null;
            /** @constant */
            type: "simulation";
            simulation_scenario: string;
            /** @default 5 */
            simulation_max_turns: number;
            success_conditions: string[];
            simulated_user_model?: string;
            evaluation_model?: string;
            chat_history?: components["schemas"]["HistoryEntry"][];
            dynamic_variables?: {
                [key: string]: unknown;
            };
            tool_mock_config?: components["schemas"]["ToolMockConfig"];
            tool_mock_overrides?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        TestAccessEntry: {
            role: components["schemas"]["TestShareRole"];
            user_id: string;
        };
        TestAccessRole: "admin" | "creator" | "viewer" | "editor";
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
        TestShareRole: "viewer" | "editor";
        Toggle: {
            is_enabled?: boolean;
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
        ToolCall: {
            params_as_json: string;
            request_id: string;
            tool_has_been_called: boolean;
            tool_name: string;
            tool_details?: {
                [key: string]: unknown;
            } | null;
            type?: string | null;
        } & {
            [key: string]: unknown;
        };
        ToolCallParameters: {
            parameters?: components["schemas"]["ParameterCondition"][];
            referenced_tool?: components["schemas"]["ReferencedTool"] | null;
            verify_absence?: boolean;
            workflow_node_transition?: components["schemas"]["WorkflowNodeTransition"] | null;
        };
        ToolCreateBody: {
            name: string;
            description: string;
            type: "webhook" | "client";
            parameters: components["schemas"]["ToolParameters"];
            webhook?: components["schemas"]["WebhookInput"] | null;
        };
        ToolInvocationTestBody: {
            name: string;
            parent_folder_id?: string | null;
            agent_id?: string | null;
            access?: components["schemas"]["TestAccessEntry"][];
            from_conversation_metadata?: components["schemas"]["FromConversationMetadata"] | null;
            /** @constant */
            type: "tool_invocation";
            chat_history: components["schemas"]["HistoryEntry"][];
            tool_call_parameters: components["schemas"]["ToolCallParameters"];
            check_any_tool_matches?: boolean;
            tool_mock_config?: components["schemas"]["ToolMockConfig"];
            tool_mock_overrides?: {
                [key: string]: unknown;
            };
            dynamic_variables?: {
                [key: string]: unknown;
            };
            evaluation_model?: string;
        } & {
            [key: string]: unknown;
        };
        ToolListPage: {
            items: components["schemas"]["Tool"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        ToolMockConfig: {
            fallback_strategy?: components["schemas"]["ToolMockFallbackStrategy"];
            mocked_tool_ids?: string[];
            mocking_strategy?: components["schemas"]["ToolMockingStrategy"];
        };
        ToolMockFallbackStrategy: "raise_error" | "call_real_tool";
        ToolMockingStrategy: "all" | "selected" | "none";
        ToolParameters: {
            /** @constant */
            type: "object";
        } & {
            [key: string]: unknown;
        };
        ToolResult: {
            is_error: boolean;
            request_id: string;
            result_value: string;
            tool_has_been_called: boolean;
            tool_name: string;
            type: string;
            is_blocked?: boolean;
            tool_latency_secs?: number;
        };
        ToolType: "system" | "webhook" | "vendor_sheets" | "client" | "workflow" | "api_integration_webhook" | "mcp" | "code";
        ToolUpdateBody: {
            name?: string;
            description?: string;
            type?: "webhook" | "client";
            parameters?: components["schemas"]["ToolParameters"];
            webhook?: components["schemas"]["WebhookInput"] | null;
        };
        TranscriptEntry: {
            role: "user" | "agent";
            seq: number;
            text: string;
        };
        User: {
            id: string;
            email: string;
            name: string;
            /** Format: date-time */
            created_at: string;
        };
        ValidationErrorDetails: {
            fields: components["schemas"]["FieldError"][];
        };
        Version: {
            id: string;
            agent_id: string;
            branch_id: string;
            parent_version_id: string | null;
            config: components["schemas"]["AgentConfig"];
            changed_paths: string[];
            /** Format: date-time */
            created_at: string;
            created_by: string;
        };
        VersionListPage: {
            items: components["schemas"]["Version"][];
            next_cursor: string | null;
            has_more: boolean;
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
        WorkflowNodeTransition: {
            agent_id: string;
            target_node_id: string;
            /** @constant */
            type?: "node_id";
        };
        Workspace: {
            id: string;
            name: string;
            role: components["schemas"]["WorkspaceRole"];
            /** Format: date-time */
            created_at: string;
        };
        WorkspaceListPage: {
            items: components["schemas"]["Workspace"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        WorkspaceRole: "owner" | "admin" | "member";
        WorkspaceSummary: {
            id: string;
            name: string;
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    listWorkspaces: {
        parameters: {
            query?: {
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    listMembers: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    listApiKeys: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
        };
    };
    listAgents: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
        };
    };
    listBranches: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
            header?: never;
            path: {
                workspace_id: string;
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    listVersions: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
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
    getDraft: {
        parameters: {
            query: {
                branch_id: string;
            };
            header?: never;
            path: {
                workspace_id: string;
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
    saveDraft: {
        parameters: {
            query: {
                branch_id: string;
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    discardDraft: {
        parameters: {
            query: {
                branch_id: string;
            };
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
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
        };
    };
    publishDraft: {
        parameters: {
            query: {
                branch_id: string;
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    reconcilePreview: {
        parameters: {
            query?: {
                branch_id?: string;
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
        };
    };
    reconcileApply: {
        parameters: {
            query: {
                branch_id: string;
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
                            code?: "not_found";
                        };
                    };
                };
            };
            /** @description Conflict: `deployment_branch_archived`, `deployment_stale`, `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "deployment_branch_archived" | "deployment_stale" | "conflict";
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
            /** @description Validation failed: `validation_failed`, `deployment_invalid`. */
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
    listTools: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
            };
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
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
            query?: {
                force?: "true" | "false";
            };
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
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                search?: string;
                parent_folder_id?: string;
                "types[]"?: components["schemas"]["AgentTestListType"][];
                sort_mode?: "default" | "folders_first";
                sharing_mode?: "all" | "shared_with_me" | "created_by_me";
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    deleteAgentTestFolder: {
        parameters: {
            query?: {
                force?: "true" | "false";
            };
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
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
            /** @description Forbidden: `forbidden` (`details.reason`: `csrf_header_missing`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    listConversations: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                agent_id?: string;
                branch_id?: string;
                status?: components["schemas"]["ConversationStatus"];
                source?: components["schemas"]["ConversationSource"];
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
            /** @description Unsupported media type: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
        };
    };
    listKnowledge: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description An integer from 1 to 100; 30 when omitted. */
                page_size?: components["schemas"]["PageSizeParam"];
                folder_id?: string;
                search?: string;
                type?: components["schemas"]["KnowledgeDocumentType"];
                status?: components["schemas"]["KnowledgeDocumentStatus"];
            };
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    deleteKnowledgeFolder: {
        parameters: {
            query?: {
                force?: "true" | "1" | "" | "false" | "0";
            };
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
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
    deleteKnowledgeDocument: {
        parameters: {
            query?: {
                force?: "true" | "1" | "" | "false" | "0";
            };
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
            /** @description Forbidden: `forbidden` (`details.reason`: `api_key_not_allowed`, `csrf_header_missing`, or a role below admin). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
            /** @description Conflict: `conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
                        error?: {
                            /** @enum {string} */
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
        };
    };
}
