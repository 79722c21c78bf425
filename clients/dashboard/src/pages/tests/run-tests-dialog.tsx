import { Modal, NumberInput, Select, Switch, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { DialogForm } from "../../ui/dialog-form.tsx";
import { formErrors } from "../../ui/form-errors.ts";
import { ErrorNotice } from "../../ui/states.tsx";
import { useAgentBranches, useAllAgents } from "./test-queries.ts";

const REPEATS_MAX = 10;

/**
 * Runs tests against an agent's branch: the agent, the branch (its main one unless chosen), how
 * many runs of each test and whether unmocked tool calls reach the real tools. Starting the
 * invocation opens its page. Used by the test library, and open to any page that runs tests.
 */
export function RunTestsDialog({
  ws,
  opened,
  onClose,
  testIds,
  what,
  agentId,
  gatherError,
}: {
  ws: string;
  opened: boolean;
  onClose: () => void;
  /** The tests to run; null while they are being gathered (a folder's). */
  testIds: string[] | null;
  /** What is run, as the dialog says it ("3 tests", "the folder Billing"). */
  what: string;
  /** The agent chosen first, when the tests name one or the page is an agent's. */
  agentId?: string | null;
  /** Why the tests could not be gathered, when they could not. */
  gatherError?: unknown;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Run tests"
      closeButtonProps={{ "aria-label": "Close" }}
      transitionProps={{ duration: 0 }}
    >
      {gatherError ? <ErrorNotice title="Could not gather the tests" error={gatherError} /> : null}
      {opened ? (
        <RunTestsForm ws={ws} testIds={testIds} what={what} agentId={agentId ?? null} onCancel={onClose} />
      ) : null}
    </Modal>
  );
}

function RunTestsForm({
  ws,
  testIds,
  what,
  agentId: firstAgent,
  onCancel,
}: {
  ws: string;
  testIds: string[] | null;
  what: string;
  agentId: string | null;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const agents = useAllAgents(ws);
  const [agentId, setAgentId] = useState<string | null>(firstAgent);
  const [branchId, setBranchId] = useState<string | null>(null);
  const [repeats, setRepeats] = useState<number | string>(1);
  const [realTools, setRealTools] = useState(false);
  const branches = useAgentBranches(ws, agentId);
  const usable = (branches.data ?? []).filter((b) => !b.is_archived);
  const main = usable.find((b) => b.name === "main") ?? usable[0];
  // The main branch is chosen until the person picks another.
  useEffect(() => {
    if (agentId && !branchId && main) setBranchId(main.id);
  }, [agentId, branchId, main]);
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/test-invocations", {
          params: { path: { workspace_id: ws, agent_id: agentId ?? "" } },
          body: {
            test_ids: testIds ?? [],
            branch_id: branchId,
            repeat_count: typeof repeats === "number" ? repeats : Number(repeats),
            allow_real_tools: realTools,
          },
        }),
      ),
    onSuccess: (invocation) => navigate(`/w/${ws}/invocations/${invocation.id}`),
  });
  const { at, notice } = formErrors(start.error, ["/repeat_count", "/branch_id"]);
  return (
    <DialogForm
      intro={agents.isError ? <ErrorNotice title="Could not load the agents" error={agents.error} /> : null}
      error={notice}
      errorTitle="Could not start the tests"
      submitLabel="Run"
      pending={start.isPending}
      disabled={!agentId || !testIds || testIds.length === 0}
      onSubmit={() => start.mutate()}
      onCancel={onCancel}
    >
      <Text size="sm">
        {testIds === null
          ? `Gathering the tests of ${what}…`
          : testIds.length === 0
            ? `${what} holds no test to run.`
            : `Runs ${testIds.length} ${testIds.length === 1 ? "test" : "tests"} (${what}).`}
      </Text>
      <Select
        label="Agent"
        placeholder={agents.isPending ? "Loading agents…" : "Choose an agent"}
        searchable
        data={(agents.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        value={agentId}
        onChange={(value) => {
          setAgentId(value);
          setBranchId(null);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Branch"
        placeholder={agentId ? (branches.isPending ? "Loading branches…" : "Choose a branch") : "Choose an agent first"}
        disabled={!agentId}
        data={usable.map((b) => ({ value: b.id, label: b.name }))}
        value={branchId}
        onChange={setBranchId}
        error={at("/branch_id") ?? (branches.isError ? "Could not load the branches" : undefined)}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        label="Repeats"
        description={`Runs of each test, 1 to ${REPEATS_MAX}`}
        min={1}
        max={REPEATS_MAX}
        clampBehavior="strict"
        allowDecimal={false}
        value={repeats}
        onChange={setRepeats}
        error={at("/repeat_count")}
      />
      <Switch
        label="Call the real tools"
        description="A tool call no mock answers reaches the real tool; otherwise such a run fails."
        checked={realTools}
        onChange={(e) => setRealTools(e.currentTarget.checked)}
      />
    </DialogForm>
  );
}
