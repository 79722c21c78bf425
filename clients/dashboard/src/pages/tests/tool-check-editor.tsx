import { Button, Fieldset, Paper, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import type { FieldErrorOf } from "../../ui/form-errors.ts";
import { END_CALL, type ParameterCheck, type ParameterEvalType, type TestDraft } from "./test-draft.ts";

export interface ToolChoice {
  id: string;
  name: string;
  type: string;
}

const EVAL_CHOICES: { value: ParameterEvalType; label: string }[] = [
  { value: "anything", label: "Present, any value" },
  { value: "exact", label: "Exactly equal" },
  { value: "regex", label: "Matches a pattern" },
  { value: "llm", label: "Judged by the model" },
];

const VALUE_LABELS: Record<ParameterEvalType, string> = {
  anything: "",
  exact: "Expected value (JSON, or plain text)",
  regex: "Pattern (regular expression)",
  llm: "What the value should be",
};

/** What a tool-invocation test expects: the tool, whether it must not be called, and checks on the arguments. */
export function ToolCheckEditor({
  draft,
  update,
  tools,
  fieldError,
  disabled,
}: {
  draft: TestDraft;
  update: (patch: Partial<TestDraft>) => void;
  tools: ToolChoice[];
  fieldError: FieldErrorOf;
  disabled: boolean;
}) {
  const at = "/tool_call_parameters";
  const setCheck = (index: number, patch: Partial<ParameterCheck>) =>
    update({ parameters: draft.parameters.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  const choices = [
    { value: END_CALL, label: "end_call (ends the conversation)" },
    ...tools.map((t) => ({ value: t.id, label: t.name })),
  ];
  return (
    <Fieldset legend="Expected tool call" disabled={disabled}>
      <Stack gap="sm">
        <Select
          label="Tool"
          placeholder="Choose the tool the agent should call"
          searchable
          data={choices}
          value={draft.toolId}
          onChange={(id) =>
            update({
              toolId: id,
              toolType: id === END_CALL ? "system" : (tools.find((t) => t.id === id)?.type ?? "webhook"),
            })
          }
          error={fieldError(`${at}/referenced_tool`, true) ?? fieldError(at)}
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label="Passes only when the tool is not called"
          checked={draft.verifyAbsence}
          onChange={(e) => update({ verifyAbsence: e.currentTarget.checked })}
        />
        <Switch
          label="Any call to the tool may match (otherwise the first call is checked)"
          checked={draft.checkAnyToolMatches}
          onChange={(e) => update({ checkAnyToolMatches: e.currentTarget.checked })}
        />
        <Text fw={500} size="sm">
          Parameter checks
        </Text>
        {draft.parameters.length === 0 ? (
          <Text size="sm" c="dimmed">
            No check on the arguments: calling the tool is enough.
          </Text>
        ) : null}
        {draft.parameters.map((check, index) => {
          const path = `${at}/parameters/${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions, as the field errors name them.
            <Paper key={index} withBorder p="xs" role="group" aria-label={`Parameter check ${index + 1}`}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Argument path"
                  description="Dot form, e.g. order.items.0.sku"
                  value={check.path}
                  onChange={(e) => setCheck(index, { path: e.currentTarget.value })}
                  error={fieldError(`${path}/path`)}
                />
                <Select
                  label="Check"
                  allowDeselect={false}
                  data={EVAL_CHOICES}
                  value={check.type}
                  onChange={(type) => type && setCheck(index, { type: type as ParameterEvalType })}
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
              {check.type !== "anything" ? (
                <Textarea
                  mt={4}
                  label={VALUE_LABELS[check.type]}
                  autosize
                  minRows={1}
                  value={check.value}
                  onChange={(e) => setCheck(index, { value: e.currentTarget.value })}
                  error={fieldError(`${path}/eval`, true) ?? fieldError(path)}
                />
              ) : null}
              <Button
                mt={4}
                size="xs"
                variant="subtle"
                color="red"
                aria-label={`Remove parameter check ${index + 1}`}
                onClick={() => update({ parameters: draft.parameters.filter((_, i) => i !== index) })}
              >
                Remove parameter check
              </Button>
            </Paper>
          );
        })}
        <div>
          <Button
            size="xs"
            variant="light"
            onClick={() => update({ parameters: [...draft.parameters, { path: "", type: "exact", value: "" }] })}
          >
            Add parameter check
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
