import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, Route, Routes } from "react-router";
import { RequireSession, SessionWatcher } from "../auth/session.tsx";
import { WorkspaceShell } from "../layout/shell.tsx";
import { AgentPage } from "../pages/agent/agent-page.tsx";
import { AgentsPage } from "../pages/agents-page.tsx";
import { ConversationPage } from "../pages/conversations/conversation-page.tsx";
import { ConversationsPage } from "../pages/conversations/conversations-page.tsx";
import { HomePage } from "../pages/home-page.tsx";
import { ComparisonRoute } from "../pages/invocations/comparison-route.tsx";
import { InvocationHistoryPage } from "../pages/invocations/invocation-history-page.tsx";
import { InvocationPage } from "../pages/invocations/invocation-page.tsx";
import { KnowledgeDocumentPage } from "../pages/knowledge/document-page.tsx";
import { KnowledgePage } from "../pages/knowledge/knowledge-page.tsx";
import { LoginPage } from "../pages/login-page.tsx";
import { NotFoundPage } from "../pages/not-built-page.tsx";
import { RegisterPage } from "../pages/register-page.tsx";
import { SettingsPage } from "../pages/settings/settings-page.tsx";
import { TestPage } from "../pages/tests/test-page.tsx";
import { TestsPage } from "../pages/tests/tests-page.tsx";
import { ToolsPage } from "../pages/tools/tools-page.tsx";
import { queryClient } from "./query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

/** Every URL of the dashboard (part 12 of the extensions specification). */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionWatcher />
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/" element={<RequireSession>{(me) => <HomePage me={me} />}</RequireSession>} />
            <Route path="/w/:ws" element={<RequireSession>{(me) => <WorkspaceShell me={me} />}</RequireSession>}>
              <Route path="agents" element={<AgentsPage />} />
              <Route path="agents/:agentId" element={<AgentPage />} />
              <Route path="agents/:agentId/invocations" element={<InvocationHistoryPage />} />
              <Route path="tests" element={<TestsPage />} />
              <Route path="tests/:testId" element={<TestPage />} />
              <Route path="invocations/:id" element={<InvocationPage />} />
              <Route path="invocations/:id/compare/:baselineId" element={<ComparisonRoute />} />
              <Route path="conversations" element={<ConversationsPage />} />
              <Route path="conversations/:conversationId" element={<ConversationPage />} />
              <Route path="knowledge" element={<KnowledgePage />} />
              <Route path="knowledge/:docId" element={<KnowledgeDocumentPage />} />
              <Route path="tools" element={<ToolsPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
