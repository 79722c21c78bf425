import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { FieldErrorOf } from "../../ui/form-errors.ts";
import { FieldAlert } from "./field-alert.tsx";
import type { HistoryEntry, ToolCall, ToolResult } from "./test-draft.ts";

const newCall = (n: number): ToolCall => ({
  tool_name: "",
  request_id: `call_${n}`,
  params_as_json: "{}",
  tool_has_been_called: true,
});
const newResult = (call?: ToolCall): ToolResult => ({
  tool_name: call?.tool_name ?? "",
  request_id: call?.request_id ?? "",
  result_value: "",
  is_error: false,
  tool_has_been_called: true,
  type: "webhook",
});

/**
 * The conversation a test starts from: user and agent turns in order, an agent turn with the tool
 * calls it made and their results. Each turn is a group named "Turn n" for assistive technology.
 */
export function ChatHistoryEditor({
  value,
  onChange,
  fieldError,
  disabled,
  description,
}: {
  value: HistoryEntry[];
  onChange: (value: HistoryEntry[]) => void;
  fieldError: FieldErrorOf;
  disabled: boolean;
  description: string;
}) {
  const set = (index: number, entry: HistoryEntry) => onChange(value.map((e, i) => (i === index ? entry : e)));
  const listError = fieldError("/chat_history");
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      <FieldAlert message={listError} />
      {value.map((entry, index) => {
        const at = `/chat_history/${index}`;
        const calls = entry.tool_calls ?? [];
        const results = entry.tool_results ?? [];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: turns are positions in the history, which field errors name.
          <Fieldset key={index} legend={`Turn ${index + 1}`} disabled={disabled} p="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <SegmentedControl
                  size="xs"
                  aria-label={`Turn ${index + 1} speaker`}
                  data={[
                    { value: "user", label: "User" },
                    { value: "agent", label: "Agent" },
                  ]}
                  value={entry.role}
                  onChange={(role) =>
                    // A user turn carries no tool calls or results.
                    set(
                      index,
                      role === "user"
                        ? { role: "user", message: entry.message ?? "" }
                        : { ...entry, role: role as HistoryEntry["role"] },
                    )
                  }
                />
                <Group gap={4}>
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={index === 0}
                    aria-label={`Move up turn ${index + 1}`}
                    onClick={() => {
                      const next = [...value];
                      [next[index - 1], next[index]] = [next[index] as HistoryEntry, next[index - 1] as HistoryEntry];
                      onChange(next);
                    }}
                  >
                    Move up
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove turn ${index + 1}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
              <FieldAlert message={fieldError(`${at}/role`) && `Turn ${index + 1}: ${fieldError(`${at}/role`)}`} />
              <Textarea
                label="Message"
                autosize
                minRows={2}
                value={entry.message ?? ""}
                onChange={(e) => set(index, { ...entry, message: e.currentTarget.value })}
                error={fieldError(`${at}/message`) ?? fieldError(at)}
              />
              {entry.role === "agent" ? (
                <>
                  {calls.map((call, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positions, as the field errors name them.
                    <Paper key={c} withBorder p="xs">
                      <Text size="sm" fw={500} mb={4}>
                        Tool call {c + 1}
                      </Text>
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                        <TextInput
                          label="Tool name"
                          value={call.tool_name}
                          onChange={(e) =>
                            set(index, {
                              ...entry,
                              tool_calls: calls.map((x, i) =>
                                i === c ? { ...x, tool_name: e.currentTarget.value } : x,
                              ),
                            })
                          }
                          error={fieldError(`${at}/tool_calls/${c}/tool_name`)}
                        />
                        <TextInput
                          label="Call id"
                          value={call.request_id}
                          onChange={(e) =>
                            set(index, {
                              ...entry,
                              tool_calls: calls.map((x, i) =>
                                i === c ? { ...x, request_id: e.currentTarget.value } : x,
                              ),
                            })
                          }
                          error={fieldError(`${at}/tool_calls/${c}/request_id`)}
                        />
                      </SimpleGrid>
                      <Textarea
                        label="Arguments (JSON)"
                        autosize
                        minRows={1}
                        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                        value={call.params_as_json}
                        onChange={(e) =>
                          set(index, {
                            ...entry,
                            tool_calls: calls.map((x, i) =>
                              i === c ? { ...x, params_as_json: e.currentTarget.value } : x,
                            ),
                          })
                        }
                        error={fieldError(`${at}/tool_calls/${c}`, true)}
                      />
                      <Button
                        mt={4}
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove tool call ${c + 1} of turn ${index + 1}`}
                        onClick={() => set(index, { ...entry, tool_calls: calls.filter((_, i) => i !== c) })}
                      >
                        Remove tool call
                      </Button>
                    </Paper>
                  ))}
                  {results.map((result, r) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positions, as the field errors name them.
                    <Paper key={r} withBorder p="xs">
                      <Text size="sm" fw={500} mb={4}>
                        Tool result {r + 1}
                      </Text>
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                        <TextInput
                          label="Tool name"
                          value={result.tool_name}
                          onChange={(e) =>
                            set(index, {
                              ...entry,
                              tool_results: results.map((x, i) =>
                                i === r ? { ...x, tool_name: e.currentTarget.value } : x,
                              ),
                            })
                          }
                        />
                        <TextInput
                          label="Answers call id"
                          value={result.request_id}
                          onChange={(e) =>
                            set(index, {
                              ...entry,
                              tool_results: results.map((x, i) =>
                                i === r ? { ...x, request_id: e.currentTarget.value } : x,
                              ),
                            })
                          }
                        />
                      </SimpleGrid>
                      <Textarea
                        label="Result"
                        autosize
                        minRows={1}
                        value={result.result_value}
                        onChange={(e) =>
                          set(index, {
                            ...entry,
                            tool_results: results.map((x, i) =>
                              i === r ? { ...x, result_value: e.currentTarget.value } : x,
                            ),
                          })
                        }
                        error={fieldError(`${at}/tool_results/${r}`, true)}
                      />
                      <Group justify="space-between" mt={4}>
                        <Checkbox
                          label="The call failed"
                          checked={result.is_error}
                          onChange={(e) =>
                            set(index, {
                              ...entry,
                              tool_results: results.map((x, i) =>
                                i === r ? { ...x, is_error: e.currentTarget.checked } : x,
                              ),
                            })
                          }
                        />
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove tool result ${r + 1} of turn ${index + 1}`}
                          onClick={() => set(index, { ...entry, tool_results: results.filter((_, i) => i !== r) })}
                        >
                          Remove tool result
                        </Button>
                      </Group>
                    </Paper>
                  ))}
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => set(index, { ...entry, tool_calls: [...calls, newCall(calls.length + 1)] })}
                    >
                      Add tool call
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() =>
                        set(index, { ...entry, tool_results: [...results, newResult(calls[results.length])] })
                      }
                    >
                      Add tool result
                    </Button>
                  </Group>
                </>
              ) : null}
            </Stack>
          </Fieldset>
        );
      })}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={disabled}
          onClick={() => onChange([...value, { role: "user", message: "" }])}
        >
          Add user turn
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={disabled}
          onClick={() => onChange([...value, { role: "agent", message: "" }])}
        >
          Add agent turn
        </Button>
      </Group>
    </Stack>
  );
}
