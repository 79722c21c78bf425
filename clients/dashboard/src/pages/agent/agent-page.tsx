import { Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";

/** `/w/{ws}/agents/{agent_id}`. */
export function AgentPage() {
  const { workspace } = useWorkspace();
  const { agentId = "" } = useParams();
  const ws = workspace.id;
  const agent = useQuery({
    queryKey: ["agent", ws, agentId],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}", {
          params: { path: { workspace_id: ws, agent_id: agentId } },
        }),
      ),
  });
  if (agent.isPending) return <PageLoader label="Loading the agent" />;
  if (agent.isError) return <ErrorNotice title="Could not load the agent" error={agent.error} />;
  return (
    <Stack>
      <Title order={1} size="h2">
        {agent.data.name}
      </Title>
    </Stack>
  );
}
