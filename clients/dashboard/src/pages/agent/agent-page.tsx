import { Anchor, Breadcrumbs, Grid, Select, Stack, Tabs, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { isAdmin, useWorkspace } from "../../layout/workspace-context.ts";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { useAgent, useBranches } from "./agent-queries.ts";
import { AttachedTestsPanel } from "./attached-tests-panel.tsx";
import { BranchesPanel } from "./branches-panel.tsx";
import { ChatPanel } from "./chat-panel.tsx";
import { DraftPanel } from "./draft-panel.tsx";
import { VersionsPanel } from "./versions-panel.tsx";

const TABS = ["draft", "versions", "deployment", "chat", "tests"] as const;

// The chart library is most of the bundle's weight: it loads with the deployment tab.
const DeploymentPanel = lazy(() => import("./deployment-panel.tsx").then((m) => ({ default: m.DeploymentPanel })));

/**
 * `/w/{ws}/agents/{agent_id}`: branches beside the selected branch's draft, versions,
 * deployment and chat. The branch and the tab are in the URL (`?branch=&tab=`), so a link
 * brings back the same view.
 */
export function AgentPage() {
  const { workspace } = useWorkspace();
  const { agentId = "" } = useParams();
  const ws = workspace.id;
  const agentRef = { ws, agentId };
  const [search, setSearch] = useSearchParams();
  const agent = useAgent(agentRef);
  const branches = useBranches(agentRef);
  if (agent.isPending || branches.isPending) return <PageLoader label="Loading the agent" />;
  if (agent.isError)
    return <ErrorNotice title="Could not load the agent" error={agent.error} onRetry={() => agent.refetch()} />;
  if (branches.isError) return <ErrorNotice title="Could not load the branches" error={branches.error} />;
  const all = branches.data;
  const selected =
    all.find((b) => b.id === search.get("branch")) ?? all.find((b) => b.id === agent.data.main_branch_id) ?? all[0];
  const tab = TABS.find((t) => t === search.get("tab")) ?? "draft";
  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setSearch(next, { replace: true });
  };
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/w/${ws}/agents`} size="sm">
          Agents
        </Anchor>
        <Text size="sm">{agent.data.name}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2" style={{ wordBreak: "break-word" }}>
        {agent.data.name}
      </Title>
      {selected ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, xl: 4 }}>
            <BranchesPanel
              agentRef={agentRef}
              branches={all}
              selected={selected}
              onSelect={(branchId) => go({ branch: branchId })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 8 }}>
            <Stack>
              <Select
                label="Branch"
                data={all.map((b) => ({ value: b.id, label: b.is_archived ? `${b.name} (archived)` : b.name }))}
                value={selected.id}
                onChange={(v) => v && go({ branch: v })}
                allowDeselect={false}
                maw={320}
              />
              <Tabs value={tab} onChange={(v) => v && go({ tab: v })} keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="draft">Draft</Tabs.Tab>
                  <Tabs.Tab value="versions">Versions</Tabs.Tab>
                  <Tabs.Tab value="deployment">Deployment</Tabs.Tab>
                  <Tabs.Tab value="chat">Chat</Tabs.Tab>
                  <Tabs.Tab value="tests">Tests</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="draft" pt="md">
                  <DraftPanel ws={ws} agentRef={agentRef} branch={selected} />
                </Tabs.Panel>
                <Tabs.Panel value="versions" pt="md">
                  <VersionsPanel agentRef={agentRef} branch={selected} />
                </Tabs.Panel>
                <Tabs.Panel value="deployment" pt="md">
                  <Suspense fallback={<PageLoader label="Loading the deployment" />}>
                    <DeploymentPanel agentRef={agentRef} branches={all} canDeploy={isAdmin(workspace.role)} />
                  </Suspense>
                </Tabs.Panel>
                <Tabs.Panel value="chat" pt="md">
                  <ChatPanel ws={ws} agentRef={agentRef} branches={all} />
                </Tabs.Panel>
                <Tabs.Panel value="tests" pt="md">
                  <AttachedTestsPanel ws={ws} agentRef={agentRef} branch={selected} />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
