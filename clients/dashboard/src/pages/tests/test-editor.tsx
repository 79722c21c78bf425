import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { formErrors } from "../../ui/form-errors.ts";
import { ErrorNotice } from "../../ui/states.tsx";
import { whenSubmitted } from "../../ui/submit.ts";
import { useWorkspaceTools } from "../tools/workspace-tools.ts";
import { ChatHistoryEditor } from "./chat-history-editor.tsx";
import { StringListEditor } from "./string-list-editor.tsx";
import { bodyOf, localErrors, type TestDraft } from "./test-draft.ts";
import { type AgentTest, testKeys, useAllAgents, useRefreshTests } from "./test-queries.ts";
import { ToolCheckEditor } from "./tool-check-editor.tsx";
import { ToolMocksEditor } from "./tool-mocks-editor.tsx";
import { SharingEditor, VariablesEditor } from "./variables-sharing-editor.tsx";

const HISTORY_DESCRIPTIONS = {
  next_reply: "The conversation so far; it ends with the user's turn the agent answers.",
  tool_invocation: "The conversation so far; the tool calls of the agent's next reply are checked.",
  simulation: "An optional opening of the conversation; without it the agent's first message opens it.",
} as const;

/** The lists of texts a test has, each edited by a StringListEditor: what it is called and the body's field. */
const TEXT_LISTS = {
  successConditions: {
    legend: "Success conditions",
    description: "Each is judged on the whole conversation; all must succeed.",
    itemLabel: "Condition",
    addLabel: "Add condition",
    path: "/success_conditions",
  },
  successExamples: {
    legend: "Success examples",
    description: "Replies that meet the condition.",
    itemLabel: "Success example",
    addLabel: "Add success example",
    path: "/success_examples",
  },
  failureExamples: {
    legend: "Failure examples",
    description: "Replies that do not.",
    itemLabel: "Failure example",
    addLabel: "Add failure example",
    path: "/failure_examples",
  },
} as const;

/** The draft's fields typed as plain text. */
type TextField = "name" | "scenario" | "simulatedUserModel" | "successCondition" | "evaluationModel";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A section of plain fields, all read-only together when the test is only shared to read. */
function FieldsSection({ title, disabled, children }: { title: string; disabled: boolean; children: ReactNode }) {
  return (
    <Section title={title}>
      <Fieldset variant="unstyled" disabled={disabled}>
        <Stack gap="sm">{children}</Stack>
      </Fieldset>
    </Section>
  );
}

/**
 * The editor of a test of any kind: the fields its kind has, grouped as people think of them.
 * Saving creates the test (then opens its page) or replaces it, making a new revision; the API's
 * field errors are shown at the fields they name.
 */
export function TestEditor({
  ws,
  initial,
  test,
  onSaved,
}: {
  ws: string;
  initial: TestDraft;
  /** The test as read, when it exists. */
  test?: AgentTest;
  onSaved?: (test: AgentTest) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const update = (patch: Partial<TestDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshTests(ws);
  const tools = useWorkspaceTools(ws);
  const agents = useAllAgents(ws);
  const readOnly = test?.access_role === "viewer";
  const local = localErrors(draft);
  const save = useMutation({
    mutationFn: () =>
      test
        ? unwrap(
            cx.PUT("/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}", {
              params: { path: { workspace_id: ws, test_id: test.id } },
              body: bodyOf(draft),
            }),
          )
        : unwrap(
            cx.POST("/api/v1/workspaces/{workspace_id}/agent-tests", {
              params: { path: { workspace_id: ws } },
              body: bodyOf(draft),
            }),
          ),
    onSuccess: (saved) => {
      queryClient.setQueryData(testKeys.test(ws, saved.id), saved);
      refresh();
      if (test) onSaved?.(saved);
      else navigate(`/w/${ws}/tests/${saved.id}`, { replace: true });
    },
  });
  // The form is long: the first field the API named is brought into view and focused, once the
  // error has rendered (an effect runs after the commit that marks the field; a frame callback
  // set in `onError` could run before it).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!save.error) return;
    const first = form.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    first?.scrollIntoView({ block: "center" });
    first?.focus({ preventScroll: true });
  }, [save.error]);
  const fieldError = formErrors(save.error).at;
  const apiError = save.error instanceof ApiError ? save.error : undefined;
  const toolChoices = (tools.data ?? []).map((t) => ({ id: t.id, name: t.name, type: t.type }));
  /** A text field's value and change, and the API's error at its field of the body (`path`). */
  const textField = (field: TextField, path: string) => ({
    value: draft[field],
    onChange: (e: { currentTarget: { value: string } }) => update({ [field]: e.currentTarget.value }),
    error: fieldError(path),
  });
  const textList = (list: keyof typeof TEXT_LISTS) => (
    <StringListEditor
      {...TEXT_LISTS[list]}
      values={draft[list]}
      onChange={(values) => update({ [list]: values })}
      fieldError={fieldError}
      disabled={readOnly}
    />
  );
  const kind = draft.type;
  return (
    <form
      ref={form}
      onSubmit={whenSubmitted(() => {
        if (local.size === 0) save.mutate();
      })}
      noValidate
      aria-label="Test editor"
    >
      <Stack gap="md">
        {readOnly ? (
          <Text size="sm" c="dimmed">
            The test is shared with you to read: ask its creator or an admin to make you an editor to change it.
          </Text>
        ) : null}
        {save.error ? (
          <ErrorNotice
            title="The test was not saved"
            error={
              apiError?.fields.length
                ? new ApiError(
                    apiError.status,
                    apiError.code,
                    `${apiError.message} The fields concerned are marked below.`,
                  )
                : save.error
            }
          />
        ) : null}
        {tools.isError ? <ErrorNotice title="Could not load the workspace's tools" error={tools.error} /> : null}
        <FieldsSection title="Test" disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" {...textField("name", "/name")} />
            <Select
              label="Agent"
              description="The agent the test is written for; runs start with it"
              placeholder={agents.isPending ? "Loading agents…" : "Any agent"}
              clearable
              searchable
              data={(agents.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              value={draft.agentId}
              onChange={(id) => update({ agentId: id })}
              error={fieldError("/agent_id")}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
        </FieldsSection>
        {kind === "simulation" ? (
          <FieldsSection title="Simulated conversation" disabled={readOnly}>
            <Textarea
              label="Scenario"
              description="Who the simulated user is and what they want"
              autosize
              minRows={3}
              {...textField("scenario", "/simulation_scenario")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label="Maximum turns"
                description="User turns, 1 to 50"
                min={1}
                max={50}
                allowDecimal={false}
                value={draft.maxTurns}
                onChange={(value) => update({ maxTurns: value })}
                error={fieldError("/simulation_max_turns")}
              />
              <TextInput
                label="Simulated user model"
                description="Empty for the default model"
                {...textField("simulatedUserModel", "/simulated_user_model")}
              />
            </SimpleGrid>
            {textList("successConditions")}
          </FieldsSection>
        ) : null}
        <Section title={kind === "simulation" ? "Opening of the conversation" : "Chat history"}>
          <ChatHistoryEditor
            value={draft.chatHistory}
            onChange={(chatHistory) => update({ chatHistory })}
            fieldError={fieldError}
            disabled={readOnly}
            description={HISTORY_DESCRIPTIONS[kind]}
          />
        </Section>
        {kind === "next_reply" ? (
          <FieldsSection title="What a good reply is" disabled={readOnly}>
            <Textarea
              label="Success condition"
              description="What a good reply does, as the evaluation model judges it"
              autosize
              minRows={2}
              {...textField("successCondition", "/success_condition")}
            />
            {textList("successExamples")}
            {textList("failureExamples")}
          </FieldsSection>
        ) : null}
        {kind === "tool_invocation" ? (
          <Section title="Tool check">
            <ToolCheckEditor
              draft={draft}
              update={update}
              tools={toolChoices}
              fieldError={fieldError}
              disabled={readOnly}
            />
          </Section>
        ) : null}
        <Section title="Evaluation">
          <TextInput
            label="Evaluation model"
            description={
              kind === "tool_invocation"
                ? "Judges the checks of the kind “judged by the model”; empty for the default model"
                : "Judges the reply; empty for the default model"
            }
            disabled={readOnly}
            {...textField("evaluationModel", "/evaluation_model")}
          />
        </Section>
        <Section title="Tools and variables">
          <Stack gap="md">
            <ToolMocksEditor
              draft={draft}
              update={update}
              tools={toolChoices}
              fieldError={fieldError}
              localErrors={local}
              disabled={readOnly}
            />
            <VariablesEditor draft={draft} update={update} fieldError={fieldError} disabled={readOnly} />
          </Stack>
        </Section>
        <Section title="Sharing">
          <SharingEditor ws={ws} draft={draft} update={update} fieldError={fieldError} disabled={readOnly} />
        </Section>
        {readOnly ? null : (
          <Group
            justify="flex-end"
            pos="sticky"
            bottom={0}
            py="sm"
            style={{ background: "var(--mantine-color-body)", zIndex: 2 }}
          >
            {local.size > 0 ? (
              <Text size="sm" c="red.8">
                Fix the mocked answers' arguments first.
              </Text>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {test ? "Save" : "Create test"}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
