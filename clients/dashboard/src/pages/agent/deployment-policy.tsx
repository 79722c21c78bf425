import type { Schema } from "@cx/client";
import { Button, Checkbox, Group, NumberInput, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ErrorNotice } from "../../ui/states.tsx";
import { type AgentRef, agentPath, keys } from "./agent-queries.ts";
import { PanelForm } from "./panel-form.tsx";

type Policy = Schema<"DeploymentPolicy">;

/**
 * The agent's deployment policy: whether raising a branch's share needs passing tests, and when
 * a failing branch is rolled back. Admins edit it; members read it.
 */
export function DeploymentPolicyForm({
  agentRef,
  policy,
  canEdit,
}: {
  agentRef: AgentRef;
  policy: Policy;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Policy>(policy);
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        cx.PATCH("/api/v1/workspaces/{workspace_id}/agents/{agent_id}", {
          params: { path: agentPath(agentRef) },
          body: { deployment_policy: draft },
        }),
      ),
    // The form stays mounted while the agent is read again, so the notice that it saved stays too.
    onSuccess: (agent) => {
      setDraft(agent.deployment_policy);
      queryClient.invalidateQueries({ queryKey: keys.agent(agentRef) });
    },
  });
  const error = save.error instanceof ApiError ? save.error : undefined;
  const at = (path: string) => error?.fieldMessage(`/deployment_policy${path}`);
  const number = (value: string | number, fallback: number) => (typeof value === "number" ? value : fallback);
  return (
    <PanelForm label="Deployment policy" inRow onSubmit={() => save.mutate()}>
      <Checkbox
        label="Raise a branch's share only when its attached tests pass"
        checked={draft.require_passing_tests}
        onChange={(e) => setDraft({ ...draft, require_passing_tests: e.currentTarget.checked })}
        disabled={!canEdit}
      />
      <Group gap="sm" wrap="wrap">
        <NumberInput
          label="Runs of each test"
          min={1}
          max={10}
          value={draft.min_repeats}
          onChange={(v) => setDraft({ ...draft, min_repeats: number(v, draft.min_repeats) })}
          error={at("/min_repeats")}
          disabled={!canEdit}
          w={150}
        />
        <NumberInput
          label="Pass rate needed"
          min={0}
          max={1}
          step={0.05}
          decimalScale={2}
          value={draft.min_pass_rate}
          onChange={(v) => setDraft({ ...draft, min_pass_rate: number(v, draft.min_pass_rate) })}
          error={at("/min_pass_rate")}
          disabled={!canEdit}
          w={150}
        />
      </Group>
      <Checkbox
        label="Roll a failing branch back automatically"
        checked={draft.rollback.enabled}
        onChange={(e) => setDraft({ ...draft, rollback: { ...draft.rollback, enabled: e.currentTarget.checked } })}
        disabled={!canEdit}
      />
      <Group gap="sm" wrap="wrap">
        <NumberInput
          label="Conversations judged"
          min={1}
          max={1000}
          value={draft.rollback.min_conversations}
          onChange={(v) =>
            setDraft({
              ...draft,
              rollback: { ...draft.rollback, min_conversations: number(v, draft.rollback.min_conversations) },
            })
          }
          error={at("/rollback/min_conversations")}
          disabled={!canEdit}
          w={150}
        />
        <NumberInput
          label="Failure rate allowed"
          min={0}
          max={1}
          step={0.05}
          decimalScale={2}
          value={draft.rollback.max_failure_rate}
          onChange={(v) =>
            setDraft({
              ...draft,
              rollback: { ...draft.rollback, max_failure_rate: number(v, draft.rollback.max_failure_rate) },
            })
          }
          error={at("/rollback/max_failure_rate")}
          disabled={!canEdit}
          w={150}
        />
      </Group>
      {save.error && !error?.fields.length ? <ErrorNotice title="The policy was not saved" error={save.error} /> : null}
      {save.isSuccess ? (
        <Text size="sm" role="status">
          Policy saved.
        </Text>
      ) : null}
      {canEdit ? (
        <Group>
          <Button type="submit" variant="default" loading={save.isPending}>
            Save policy
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          Only an admin or an owner may change the policy.
        </Text>
      )}
    </PanelForm>
  );
}
