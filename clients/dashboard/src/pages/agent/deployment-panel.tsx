import { DonutChart } from "@mantine/charts";
import { Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { LocalTime } from "../../ui/local-time.tsx";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { type AgentRef, agentPath, type Branch, keys, useAgent, useDeployment } from "./agent-queries.ts";
import { DeploymentHistory, historyKey } from "./deployment-history.tsx";
import { DeploymentPolicyForm } from "./deployment-policy.tsx";
import { refusalText, refusedBranches } from "./gate-refusal.ts";
import { PanelForm } from "./panel-form.tsx";

const COLORS = ["indigo.7", "teal.7", "orange.7", "grape.7", "cyan.8", "red.7", "lime.8", "pink.7"];

/**
 * The agent's traffic split: a chart of the current one, an editor of exact percentages (the
 * gate's refusal shown at each branch it refused), the deployment policy and the history.
 */
export function DeploymentPanel({
  agentRef,
  branches,
  canDeploy,
}: {
  agentRef: AgentRef;
  branches: Branch[];
  canDeploy: boolean;
}) {
  const deployment = useDeployment(agentRef);
  const agent = useAgent(agentRef);
  const { workspace } = useWorkspace();
  if (deployment.isPending) return <PageLoader label="Loading the deployment" />;
  if (deployment.isError) return <ErrorNotice title="Could not load the deployment" error={deployment.error} />;
  const current = deployment.data.distribution;
  const nameOf = (id: string) => branches.find((b) => b.id === id)?.name ?? id;
  const slices = current
    .filter((a) => a.basis_points > 0)
    .map((a, i) => ({
      name: nameOf(a.branch_id),
      value: a.basis_points / 100,
      color: COLORS[i % COLORS.length] ?? "gray.6",
    }));
  return (
    <Stack>
      <Title order={2} size="h3">
        Deployment
      </Title>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <figure style={{ margin: 0 }} aria-label="Current traffic split">
          {slices.length ? (
            <DonutChart data={slices} size={160} thickness={28} withTooltip={false} chartLabel="traffic" />
          ) : null}
          <figcaption>
            <List size="sm" mt="xs">
              {slices.length ? (
                slices.map((s) => (
                  <List.Item key={s.name}>
                    {s.name}: {s.value.toFixed(2)}%
                  </List.Item>
                ))
              ) : (
                <List.Item>No traffic is deployed yet.</List.Item>
              )}
            </List>
            <Text size="xs" c="dimmed">
              Since <LocalTime value={deployment.data.updated_at} />
            </Text>
          </figcaption>
        </figure>
        <SplitEditor
          deploymentId={deployment.data.deployment_id ?? "none"}
          agentRef={agentRef}
          branches={branches}
          current={current}
          canDeploy={canDeploy}
          canForce={workspace.role === "owner"}
        />
        {agent.data ? (
          <DeploymentPolicyForm
            key={agentRef.agentId}
            agentRef={agentRef}
            policy={agent.data.deployment_policy}
            canEdit={canDeploy}
          />
        ) : null}
      </Group>
      <DeploymentHistory agentRef={agentRef} branches={branches} />
    </Stack>
  );
}

function SplitEditor({
  deploymentId,
  agentRef,
  branches,
  current,
  canDeploy,
  canForce,
}: {
  /** The split shown; when another one is deployed (a rollback, another admin), the editor starts from it. */
  deploymentId: string;
  agentRef: AgentRef;
  branches: Branch[];
  current: { branch_id: string; percentage: string }[];
  canDeploy: boolean;
  /** Owners may deploy what the gate refused (`?force=true`, recorded in the history). */
  canForce: boolean;
}) {
  const queryClient = useQueryClient();
  const rows = branches.filter((b) => !b.is_archived || current.some((a) => a.branch_id === b.id));
  const currentValues = () =>
    Object.fromEntries(rows.map((b) => [b.id, current.find((a) => a.branch_id === b.id)?.percentage ?? "0"]));
  const [values, setValues] = useState<Record<string, string>>(currentValues);
  // Set while rendering rather than by remounting, so that what the last deploy answered stays shown.
  const [editingFrom, setEditingFrom] = useState(deploymentId);
  if (editingFrom !== deploymentId) {
    setEditingFrom(deploymentId);
    setValues(currentValues());
  }
  const sent = rows.filter((b) => (values[b.id] ?? "").trim() !== "");
  const save = useMutation({
    mutationFn: (force: boolean) =>
      unwrap(
        cx.PUT("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/deployments", {
          params: { path: agentPath(agentRef), query: force ? { force: "true" } : {} },
          body: { branches: sent.map((b) => ({ branch_id: b.id, percentage: (values[b.id] ?? "").trim() })) },
        }),
      ),
    onSuccess: (result) => {
      queryClient.invalidateQueries({ queryKey: keys.deployment(agentRef) });
      queryClient.invalidateQueries({ queryKey: keys.branches(agentRef) });
      queryClient.invalidateQueries({ queryKey: historyKey(agentRef) });
      return result;
    },
  });
  const error = save.error instanceof ApiError ? save.error : undefined;
  const refused = refusedBranches(save.error);
  const total = sent.reduce((sum, b) => sum + Math.round(Number(values[b.id]) * 100 || 0), 0) / 100;
  return (
    <PanelForm label="Traffic split" inRow onSubmit={() => save.mutate(false)}>
      {rows.map((branch) => {
        const index = sent.findIndex((b) => b.id === branch.id);
        return (
          <TextInput
            key={branch.id}
            label={`Traffic for ${branch.name} (%)`}
            inputMode="decimal"
            value={values[branch.id] ?? ""}
            onChange={(e) => setValues({ ...values, [branch.id]: e.currentTarget.value })}
            error={
              (index >= 0 ? error?.fieldMessage(`/branches/${index}`, true) : undefined) ??
              (refused.has(branch.id) ? refusalText(refused.get(branch.id)!) : undefined)
            }
            disabled={!canDeploy}
          />
        );
      })}
      <Text size="sm" aria-live="polite">
        Total: {total.toFixed(2)}%
      </Text>
      {error && refused.size === 0 && !sent.some((_, i) => error.fieldMessage(`/branches/${i}`, true)) ? (
        <ErrorNotice title="The split was not deployed" error={error} />
      ) : null}
      {save.isSuccess ? (
        <Text size="sm" role="status">
          {save.data.changed ? "Deployed." : "Nothing changed: this is the current split."}
        </Text>
      ) : null}
      <Group>
        <Button type="submit" loading={save.isPending} disabled={!canDeploy}>
          Deploy split
        </Button>
        {refused.size > 0 && canForce ? (
          <Button variant="light" color="orange" onClick={() => save.mutate(true)} loading={save.isPending}>
            Deploy anyway
          </Button>
        ) : null}
      </Group>
      {refused.size > 0 ? (
        <Text size="sm" c="red.8" role="alert">
          The deployment policy needs passing tests for every branch whose share rises.
          {canForce ? " As an owner you may deploy anyway; it is recorded as forced." : ""}
        </Text>
      ) : null}
      {canDeploy ? null : (
        <Text size="xs" c="dimmed">
          Only an admin or an owner may deploy.
        </Text>
      )}
    </PanelForm>
  );
}
