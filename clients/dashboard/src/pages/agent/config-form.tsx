import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { getAt, isObject, pointerOf, setAt } from "../../domain/config-paths.ts";
import type { AgentConfig } from "./agent-queries.ts";

const MODELS = [
  "vendor-a-5-mini",
  "vendor-a-5",
  "vendor-b-v4-flash",
  "vendor-c-haiku-4-5",
  "vendor-c-sonnet-4-5",
  "vendor-d-2.5-flash",
];
const ANALYSIS_MODELS = ["vendor-a-5-mini", "vendor-a-5"];
const CATEGORIES = [
  "harassment",
  "medical_and_legal_information",
  "profanity",
  "religion_or_politics",
  "self_harm",
  "sexual",
  "violence",
];
const words = (id: string) => id.replace(/_/g, " ");

interface FormProps {
  ws: string;
  config: AgentConfig;
  onChange: (config: AgentConfig) => void;
  error: ApiError | undefined;
}

/** The draft's configuration as forms: every field of part 2.7 but the free-form ones (raw JSON). */
export function ConfigForm({ ws, config, onChange, error }: FormProps) {
  const value = (path: string) => getAt(config, path.split("."));
  const set = (path: string, next: unknown) => onChange(setAt(config, path.split("."), next));
  const fieldError = (path: string) => error?.fieldMessage(pointerOf(path.split(".")), true);
  const text = (path: string, label: string, long = false) => {
    const props = {
      label,
      value: typeof value(path) === "string" ? (value(path) as string) : "",
      onChange: (e: { currentTarget: { value: string } }) => set(path, e.currentTarget.value || undefined),
      error: fieldError(path),
    };
    return long ? <Textarea {...props} autosize minRows={3} maxRows={12} /> : <TextInput {...props} />;
  };
  const number = (path: string, label: string, options: { step?: number; min?: number; max?: number } = {}) => (
    <NumberInput
      label={label}
      value={typeof value(path) === "number" ? (value(path) as number) : ""}
      onChange={(n) => set(path, typeof n === "number" ? n : undefined)}
      error={fieldError(path)}
      allowDecimal={options.step !== undefined && options.step < 1}
      {...options}
    />
  );
  const select = (path: string, label: string, data: string[]) => (
    <Select
      label={label}
      data={data}
      value={typeof value(path) === "string" ? (value(path) as string) : null}
      onChange={(v) => set(path, v ?? undefined)}
      clearable
      error={fieldError(path)}
    />
  );
  const toggle = (path: string, label: string) => (
    <Switch
      label={label}
      checked={value(path) === true}
      onChange={(e) => set(path, e.currentTarget.checked)}
      error={fieldError(path)}
    />
  );
  return (
    <Stack>
      <Fieldset legend="Agent">
        <Stack>
          {text("agent.prompt.prompt", "Prompt", true)}
          {text("agent.first_message", "First message", true)}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select("agent.language", "Language", ["en", "id"])}
            {select("agent.prompt.llm", "Model", MODELS)}
            {number("agent.prompt.temperature", "Temperature", { step: 0.1, min: 0, max: 2 })}
            {number("agent.prompt.max_tokens", "Max tokens", { step: 1, min: 1 })}
          </SimpleGrid>
          {toggle("agent.prompt.ignore_default_personality", "Ignore the default personality")}
        </Stack>
      </Fieldset>
      <ToolsFields ws={ws} config={config} set={set} fieldError={fieldError} />
      <KnowledgeFields ws={ws} config={config} set={set} fieldError={fieldError} />
      <Fieldset legend="Retrieval (RAG)">
        <Stack>
          {toggle("agent.prompt.rag.enabled", "Retrieval enabled")}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {number("agent.prompt.rag.max_retrieved_rag_chunks_count", "Chunks retrieved", { step: 1, min: 1 })}
            {number("agent.prompt.rag.max_vector_distance", "Max vector distance", { step: 0.05, min: 0 })}
            {number("agent.prompt.rag.max_documents_length", "Max documents length", { step: 1, min: 1 })}
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend="Conversation">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {number("conversation.max_duration_seconds", "Max duration (seconds)", { step: 1, min: 1 })}
          {toggle("conversation.text_only", "Text only")}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Guardrails">
        <Stack>
          {toggle("guardrails.focus.is_enabled", "Focus guardrail")}
          {toggle("guardrails.prompt_injection.is_enabled", "Prompt-injection guardrail")}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select("guardrails.content.execution_mode", "Content execution mode", ["streaming", "blocking"])}
            {select("guardrails.content.trigger_action.type", "Content trigger action", ["end_call", "retry"])}
          </SimpleGrid>
          {text("guardrails.content.trigger_action.feedback", "Content trigger feedback")}
          {CATEGORIES.map((category) => (
            <Group key={category} grow align="flex-end" wrap="wrap">
              {toggle(`guardrails.content.categories.${category}.is_enabled`, `Block ${words(category)}`)}
              {select(`guardrails.content.categories.${category}.threshold`, `Threshold for ${words(category)}`, [
                "low",
                "medium",
                "high",
              ])}
            </Group>
          ))}
          <Text size="sm" c="dimmed">
            Custom guardrails are edited in the raw JSON.
          </Text>
        </Stack>
      </Fieldset>
      <AttachedTestsField ws={ws} config={config} set={set} fieldError={fieldError} />
      <Fieldset legend="Analysis">
        <Stack>
          {select("platform_settings.analysis_llm", "Analysis model", ANALYSIS_MODELS)}
          {toggle("platform_settings.sentiment_analysis.enabled", "Sentiment analysis")}
          {toggle("platform_settings.topic_discovery.enabled", "Topic discovery")}
          <CriteriaFields config={config} set={set} fieldError={fieldError} />
          <JsonField
            label="Data collection (JSON)"
            value={value("platform_settings.data_collection")}
            onChange={(v) => set("platform_settings.data_collection", v)}
            error={fieldError("platform_settings.data_collection")}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}

type Setter = (path: string, value: unknown) => void;
type FieldErrorOf = (path: string) => string | undefined;

function ToolsFields({
  ws,
  config,
  set,
  fieldError,
}: {
  ws: string;
  config: AgentConfig;
  set: Setter;
  fieldError: FieldErrorOf;
}) {
  const tools = useQuery({
    queryKey: ["tools", ws, "all"],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/tools", {
          params: { path: { workspace_id: ws }, query: { page_size: "100" } },
        }),
      ),
  });
  const ids = (getAt(config, ["agent", "prompt", "tool_ids"]) as string[] | undefined) ?? [];
  const endCall = getAt(config, ["agent", "prompt", "built_in_tools", "end_call"]);
  const known = (tools.data?.items ?? []).map((t) => ({ value: t.id, label: t.name }));
  const data = [
    ...known,
    ...ids.filter((id) => !known.some((k) => k.value === id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <Fieldset legend="Tools">
      <Stack>
        <MultiSelect
          label="Tools"
          data={data}
          value={ids}
          onChange={(v) => set("agent.prompt.tool_ids", v.length ? v : undefined)}
          searchable
          error={fieldError("agent.prompt.tool_ids")}
          description={tools.isError ? "The workspace's tools could not be listed." : undefined}
        />
        <Switch
          label="End call tool"
          checked={isObject(endCall)}
          onChange={(e) => set("agent.prompt.built_in_tools.end_call", e.currentTarget.checked ? {} : null)}
        />
        {isObject(endCall) ? (
          <TextInput
            label="End call description"
            description="Empty: the built-in default sentence"
            value={typeof endCall.description === "string" ? endCall.description : ""}
            onChange={(e) =>
              set(
                "agent.prompt.built_in_tools.end_call",
                e.currentTarget.value ? { description: e.currentTarget.value } : {},
              )
            }
            error={fieldError("agent.prompt.built_in_tools.end_call")}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}

interface KnowledgeEntry {
  id: string;
  name?: string;
  type?: string;
  usage_mode?: string;
}

function KnowledgeFields({
  ws,
  config,
  set,
  fieldError,
}: {
  ws: string;
  config: AgentConfig;
  set: Setter;
  fieldError: FieldErrorOf;
}) {
  const documents = useQuery({
    queryKey: ["knowledge", ws, "for-agents"],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/knowledge", {
          params: { path: { workspace_id: ws }, query: { page_size: "100" } },
        }),
      ),
  });
  const entries = (getAt(config, ["agent", "prompt", "knowledge_base"]) as KnowledgeEntry[] | undefined) ?? [];
  const docs = ((documents.data?.items ?? []) as { id: string; name: string; type: string }[]).filter(
    (d) => "type" in d,
  );
  const data = [
    ...docs.map((d) => ({ value: d.id, label: d.name })),
    ...entries.filter((e) => !docs.some((d) => d.id === e.id)).map((e) => ({ value: e.id, label: e.name ?? e.id })),
  ];
  const choose = (ids: string[]) => {
    const next = ids.map((id) => {
      const kept = entries.find((e) => e.id === id);
      if (kept) return kept;
      const doc = docs.find((d) => d.id === id);
      return { id, ...(doc ? { name: doc.name, type: doc.type } : {}), usage_mode: "auto" };
    });
    set("agent.prompt.knowledge_base", next.length ? next : undefined);
  };
  return (
    <Fieldset legend="Knowledge base">
      <Stack>
        <MultiSelect
          label="Knowledge documents"
          data={data}
          value={entries.map((e) => e.id)}
          onChange={choose}
          searchable
          error={fieldError("agent.prompt.knowledge_base")}
        />
        {entries.map((entry, index) => (
          <Select
            key={entry.id}
            label={`Usage mode of ${entry.name ?? entry.id}`}
            data={["auto", "prompt"]}
            value={entry.usage_mode ?? "auto"}
            allowDeselect={false}
            onChange={(mode) =>
              set(
                "agent.prompt.knowledge_base",
                entries.map((e, i) => (i === index ? { ...e, usage_mode: mode ?? "auto" } : e)),
              )
            }
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

interface Criterion {
  id: string;
  name: string;
  conversation_goal_prompt: string;
}

function CriteriaFields({ config, set, fieldError }: { config: AgentConfig; set: Setter; fieldError: FieldErrorOf }) {
  const criteria = (getAt(config, ["platform_settings", "evaluation", "criteria"]) as Criterion[] | undefined) ?? [];
  const update = (next: Criterion[]) => set("platform_settings.evaluation.criteria", next.length ? next : undefined);
  const change = (index: number, key: keyof Criterion, value: string) =>
    update(criteria.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  const base = "platform_settings.evaluation.criteria";
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Evaluation criteria
      </Text>
      {criteria.map((criterion, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a criterion's id changes as it is typed; its place does not
        <Fieldset key={index} legend={`Criterion ${index + 1}`} variant="filled">
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Criterion id"
                value={criterion.id}
                onChange={(e) => change(index, "id", e.currentTarget.value)}
                error={fieldError(`${base}.${index}.id`)}
              />
              <TextInput
                label="Criterion name"
                value={criterion.name}
                onChange={(e) => change(index, "name", e.currentTarget.value)}
                error={fieldError(`${base}.${index}.name`)}
              />
            </SimpleGrid>
            <Textarea
              label="Goal prompt"
              autosize
              minRows={2}
              value={criterion.conversation_goal_prompt}
              onChange={(e) => change(index, "conversation_goal_prompt", e.currentTarget.value)}
              error={fieldError(`${base}.${index}.conversation_goal_prompt`)}
            />
            <Group>
              <Button
                size="compact-sm"
                variant="default"
                color="red"
                onClick={() => update(criteria.filter((_, i) => i !== index))}
              >
                Remove criterion {index + 1}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() =>
            update([...criteria, { id: `criterion_${criteria.length + 1}`, name: "", conversation_goal_prompt: "" }])
          }
        >
          Add criterion
        </Button>
      </Group>
    </Stack>
  );
}

/** A free-form JSON member edited as text: applied when it parses, its parse error shown otherwise. */
export function JsonField({
  label,
  value,
  onChange,
  error,
  minRows = 3,
}: {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | undefined;
  minRows?: number;
}) {
  const [text, setText] = useState(() => (value === undefined ? "" : JSON.stringify(value, null, 2)));
  const [parseError, setParseError] = useState<string>();
  return (
    <Textarea
      label={label}
      value={text}
      autosize
      minRows={minRows}
      maxRows={30}
      styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        if (!next.trim()) {
          setParseError(undefined);
          onChange(undefined);
          return;
        }
        try {
          onChange(JSON.parse(next));
          setParseError(undefined);
        } catch (problem) {
          setParseError(`Not valid JSON: ${(problem as Error).message}`);
        }
      }}
      error={parseError ?? error}
    />
  );
}

interface AttachedTest {
  test_id: string;
  workflow_node_id?: string | null;
}

/** `platform_settings.testing.attached_tests`: the workspace's tests by name (a test's entry keeps its workflow node). */
function AttachedTestsField({
  ws,
  config,
  set,
  fieldError,
}: {
  ws: string;
  config: AgentConfig;
  set: Setter;
  fieldError: FieldErrorOf;
}) {
  const tests = useQuery({
    queryKey: ["agent-tests", ws, "for-agents"],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agent-tests", {
          params: { path: { workspace_id: ws }, query: { page_size: "100" } },
        }),
      ),
  });
  const path = "platform_settings.testing.attached_tests";
  const attached = (getAt(config, path.split(".")) as AttachedTest[] | undefined) ?? [];
  // The list holds folders too; tests are the items whose id is a test's.
  const known = (tests.data?.items ?? [])
    .filter((t) => t.id.startsWith("tst_"))
    .map((t) => ({ value: t.id, label: t.name }));
  const data = [
    ...known,
    ...attached
      .filter((a) => !known.some((k) => k.value === a.test_id))
      .map((a) => ({ value: a.test_id, label: a.test_id })),
  ];
  return (
    <Fieldset legend="Tests">
      <MultiSelect
        label="Attached tests"
        data={data}
        value={attached.map((a) => a.test_id)}
        searchable
        onChange={(ids) =>
          set(path, ids.length ? ids.map((id) => attached.find((a) => a.test_id === id) ?? { test_id: id }) : undefined)
        }
        error={fieldError(path)}
        description={tests.isError ? "The workspace's tests could not be listed." : undefined}
      />
    </Fieldset>
  );
}
