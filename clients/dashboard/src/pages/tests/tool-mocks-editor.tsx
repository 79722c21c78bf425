import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import type { FieldErrorOf } from "../../ui/form-errors.ts";
import { FieldAlert } from "./field-alert.tsx";
import type { FallbackStrategy, MockDraft, MockingStrategy, OverrideDraft, TestDraft } from "./test-draft.ts";
import type { ToolChoice } from "./tool-check-editor.tsx";

const STRATEGIES = [
  { value: "all", label: "Mock every tool" },
  { value: "selected", label: "Mock the tools chosen" },
  { value: "none", label: "Mock no tool" },
];
const FALLBACKS = [
  { value: "raise_error", label: "Fail the run" },
  { value: "call_real_tool", label: "Call the real tool" },
];
const newMock = (): MockDraft => ({ result: "", isError: false, args: "" });

/**
 * How the tool calls of the test's runs are answered: which tools are mocked, what an unmatched
 * call does, and the mocked answers per tool, each applying when the call's arguments include its own.
 */
export function ToolMocksEditor({
  draft,
  update,
  tools,
  fieldError,
  localErrors,
  disabled,
}: {
  draft: TestDraft;
  update: (patch: Partial<TestDraft>) => void;
  tools: ToolChoice[];
  fieldError: FieldErrorOf;
  /** Mocks whose arguments are not a JSON object, by `{override}/{mock}`. */
  localErrors: Map<string, string>;
  disabled: boolean;
}) {
  const toolChoices = tools.map((t) => ({ value: t.id, label: t.name }));
  const nameOf = (id: string) => tools.find((t) => t.id === id)?.name ?? id;
  const setOverride = (index: number, patch: Partial<OverrideDraft>) =>
    update({ overrides: draft.overrides.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
  const setMock = (o: number, m: number, patch: Partial<MockDraft>) => {
    const override = draft.overrides[o];
    if (override) setOverride(o, { mocks: override.mocks.map((x, i) => (i === m ? { ...x, ...patch } : x)) });
  };
  return (
    <Fieldset legend="Tool mocks" disabled={disabled}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Mocked tools"
            allowDeselect={false}
            data={STRATEGIES}
            value={draft.mockingStrategy}
            onChange={(value) => value && update({ mockingStrategy: value as MockingStrategy })}
            error={fieldError("/tool_mock_config/mocking_strategy")}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="A call no mock matches"
            allowDeselect={false}
            data={FALLBACKS}
            value={draft.fallback}
            onChange={(value) => value && update({ fallback: value as FallbackStrategy })}
            error={fieldError("/tool_mock_config/fallback_strategy")}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {draft.mockingStrategy === "selected" ? (
          <MultiSelect
            label="Tools to mock"
            data={toolChoices}
            value={draft.mockedToolIds}
            onChange={(ids) => update({ mockedToolIds: ids })}
            error={fieldError("/tool_mock_config/mocked_tool_ids", true)}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Text fw={500} size="sm">
          Mocked answers
        </Text>
        <FieldAlert message={fieldError("/tool_mock_overrides")} />
        {draft.overrides.length === 0 ? (
          <Text size="sm" c="dimmed">
            No mocked answer: mocked tools answer with an empty result.
          </Text>
        ) : null}
        {draft.overrides.map((override, o) => (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: positions; a tool may be chosen again.
            key={o}
            withBorder
            p="xs"
            role="group"
            aria-label={`Mocked answers ${o + 1}${override.toolId ? ` for ${nameOf(override.toolId)}` : ""}`}
          >
            <Stack gap="xs">
              <Select
                label="Tool"
                placeholder="Choose a tool"
                searchable
                data={toolChoices}
                value={override.toolId || null}
                onChange={(id) => setOverride(o, { toolId: id ?? "" })}
                error={override.toolId ? fieldError(`/tool_mock_overrides/${override.toolId}`) : undefined}
                comboboxProps={{ withinPortal: true }}
              />
              {override.mocks.map((mock, m) => {
                const at = `/tool_mock_overrides/${override.toolId}${override.mocks.length > 1 ? `/${m}` : ""}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: positions, as the field errors name them.
                  <Stack key={m} gap={4} pl="sm" style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}>
                    <Textarea
                      label={`Answer ${m + 1}`}
                      description="JSON or plain text"
                      autosize
                      minRows={1}
                      value={mock.result}
                      onChange={(e) => setMock(o, m, { result: e.currentTarget.value })}
                      error={fieldError(`${at}/result`)}
                    />
                    <Textarea
                      label={`Only when the arguments include (answer ${m + 1})`}
                      description="A JSON object; empty for any call"
                      autosize
                      minRows={1}
                      styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                      value={mock.args}
                      onChange={(e) => setMock(o, m, { args: e.currentTarget.value })}
                      error={localErrors.get(`${o}/${m}`) ?? fieldError(`${at}/arguments`, true)}
                    />
                    <Group justify="space-between">
                      <Checkbox
                        label="Answer as a failed call"
                        checked={mock.isError}
                        onChange={(e) => setMock(o, m, { isError: e.currentTarget.checked })}
                      />
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove answer ${m + 1} of mocked answers ${o + 1}`}
                        onClick={() => setOverride(o, { mocks: override.mocks.filter((_, i) => i !== m) })}
                      >
                        Remove answer
                      </Button>
                    </Group>
                  </Stack>
                );
              })}
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setOverride(o, { mocks: [...override.mocks, newMock()] })}
                >
                  Add answer
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => update({ overrides: draft.overrides.filter((_, i) => i !== o) })}
                >
                  Remove tool's answers
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <div>
          <Button
            size="xs"
            variant="light"
            onClick={() => update({ overrides: [...draft.overrides, { toolId: "", mocks: [newMock()] }] })}
          >
            Add mocked answers for a tool
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
