import {
  Accordion,
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
import { memo, type ReactNode, startTransition, useEffect, useState } from "react";
import { type ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { getAt, isObject, pointerOf, setAt } from "../../domain/config-paths.ts";
import { sectionOf } from "../../domain/config-sections.ts";
import { useWorkspaceTools } from "../tools/workspace-tools.ts";
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
  /** Takes an update of the configuration (several may be pending at once while typing). */
  onChange: (update: (config: AgentConfig) => AgentConfig) => void;
  error: ApiError | undefined;
}

/**
 * One section of the form, folded: its fields are rendered only while it is open, so the page
 * shows the agent's own settings at once and mounts the rest when asked for.
 */
function Section({ id, title, open, children }: { id: string; title: string; open: string[]; children: ReactNode }) {
  return (
    <Accordion.Item value={id}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>{open.includes(id) ? children : null}</Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * A part of the form, rendered again only when the parts of the configuration it shows (`deps`,
 * compared by identity: an update copies only the objects on its path) or the errors change.
 * Typing in one field then re-renders its section, not the whole form.
 */
const Slice = memo(
  function Slice({ render }: { deps: readonly unknown[]; error: unknown; render: () => ReactNode }) {
    return <>{render()}</>;
  },
  (a, b) => a.error === b.error && a.deps.length === b.deps.length && a.deps.every((d, i) => d === b.deps[i]),
);

/** The draft's configuration as forms: every field of part 2.7 but the free-form ones (raw JSON). */
export function ConfigForm({ ws, config, onChange, error }: FormProps) {
  const [open, setOpen] = useState<string[]>(["agent"]);
  // A refused save opens the sections whose fields it names.
  useEffect(() => {
    const named = (error?.fields ?? []).flatMap((f) => sectionOf(f.path) ?? []);
    if (named.length) setOpen((current) => [...new Set([...current, ...named])]);
  }, [error]);
  const value = (path: string) => getAt(config, path.split("."));
  // A function is applied to the value as it is when the update runs, not as this render saw it.
  const set: Setter = (path, next) =>
    onChange((current) => {
      const keys = path.split(".");
      return setAt(current, keys, typeof next === "function" ? next(getAt(current, keys)) : next);
    });
  const fieldError = (path: string) => error?.fieldMessage(pointerOf(path.split(".")), true);
  const text = (path: string, label: string, long = false) => (
    <BufferedText
      label={label}
      long={long}
      initial={typeof value(path) === "string" ? (value(path) as string) : ""}
      onCommit={(next) => set(path, next || undefined)}
      error={fieldError(path)}
    />
  );
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
    <Accordion multiple value={open} onChange={setOpen} variant="separated" order={3}>
      <Section id="agent" title="Agent" open={open}>
        <Slice
          // Not the prompt and the first message: their fields own their text (BufferedText).
          deps={[
            value("agent.language"),
            value("agent.prompt.llm"),
            value("agent.prompt.temperature"),
            value("agent.prompt.max_tokens"),
            value("agent.prompt.ignore_default_personality"),
          ]}
          error={error}
          render={() => (
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
          )}
        />
      </Section>
      <Section id="tools" title="Tools" open={open}>
        <Slice
          deps={[value("agent.prompt.tool_ids"), value("agent.prompt.built_in_tools")]}
          error={error}
          render={() => <ToolsFields ws={ws} config={config} set={set} fieldError={fieldError} />}
        />
      </Section>
      <Section id="knowledge" title="Knowledge base" open={open}>
        <Slice
          deps={[value("agent.prompt.knowledge_base")]}
          error={error}
          render={() => <KnowledgeFields ws={ws} config={config} set={set} fieldError={fieldError} />}
        />
      </Section>
      <Section id="rag" title="Retrieval (RAG)" open={open}>
        <Slice
          deps={[value("agent.prompt.rag")]}
          error={error}
          render={() => (
            <Stack>
              {toggle("agent.prompt.rag.enabled", "Retrieval enabled")}
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {number("agent.prompt.rag.max_retrieved_rag_chunks_count", "Chunks retrieved", { step: 1, min: 1 })}
                {number("agent.prompt.rag.max_vector_distance", "Max vector distance", { step: 0.05, min: 0 })}
                {number("agent.prompt.rag.max_documents_length", "Max documents length", { step: 1, min: 1 })}
              </SimpleGrid>
            </Stack>
          )}
        />
      </Section>
      <Section id="conversation" title="Conversation" open={open}>
        <Slice
          deps={[value("conversation")]}
          error={error}
          render={() => (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {number("conversation.max_duration_seconds", "Max duration (seconds)", { step: 1, min: 1 })}
              {toggle("conversation.text_only", "Text only")}
            </SimpleGrid>
          )}
        />
      </Section>
      <Section id="guardrails" title="Guardrails" open={open}>
        <Slice
          deps={[value("guardrails")]}
          error={error}
          render={() => (
            <Stack>
              {select("guardrails.version", "Guardrails version", ["1"])}
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
                Custom guardrails, procedures and the workflow are edited in the raw JSON.
              </Text>
            </Stack>
          )}
        />
      </Section>
      <Section id="tests" title="Tests" open={open}>
        <Slice
          deps={[value("platform_settings.testing")]}
          error={error}
          render={() => <AttachedTestsField ws={ws} config={config} set={set} fieldError={fieldError} />}
        />
      </Section>
      <Section id="analysis" title="Analysis" open={open}>
        <Slice
          deps={[
            value("platform_settings.analysis_llm"),
            value("platform_settings.sentiment_analysis"),
            value("platform_settings.topic_discovery"),
            value("platform_settings.evaluation"),
            value("platform_settings.data_collection"),
          ]}
          error={error}
          render={() => (
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
          )}
        />
      </Section>
    </Accordion>
  );
}

type Setter = (path: string, value: unknown) => void;
type Criteria = Criterion[] | undefined;
type FieldErrorOf = (path: string) => string | undefined;

/** What a section of the form that reads the workspace's resources is given. */
interface FieldsProps {
  ws: string;
  config: AgentConfig;
  set: Setter;
  fieldError: FieldErrorOf;
}

function ToolsFields({ ws, config, set, fieldError }: FieldsProps) {
  const tools = useWorkspaceTools(ws);
  const ids = (getAt(config, ["agent", "prompt", "tool_ids"]) as string[] | undefined) ?? [];
  const endCall = getAt(config, ["agent", "prompt", "built_in_tools", "end_call"]);
  const known = (tools.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  const data = [
    ...known,
    ...ids.filter((id) => !known.some((k) => k.value === id)).map((id) => ({ value: id, label: id })),
  ];
  return (
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
  );
}

interface KnowledgeEntry {
  id: string;
  name?: string;
  type?: string;
  usage_mode?: string;
}

function KnowledgeFields({ ws, config, set, fieldError }: FieldsProps) {
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
  );
}

interface Criterion {
  id: string;
  name: string;
  conversation_goal_prompt: string;
}

function CriteriaFields({ config, set, fieldError }: Omit<FieldsProps, "ws">) {
  const criteria = (getAt(config, ["platform_settings", "evaluation", "criteria"]) as Criterion[] | undefined) ?? [];
  const path = "platform_settings.evaluation.criteria";
  const update = (next: (current: Criterion[]) => Criterion[]) =>
    set(path, (current: Criteria) => {
      const list = next(current ?? []);
      return list.length ? list : undefined;
    });
  const change = (index: number, key: keyof Criterion, value: string) =>
    update((current) => current.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  const base = "platform_settings.evaluation.criteria";
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Evaluation criteria
      </Text>
      {criteria.map((criterion, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a criterion's id changes as it is typed; its place does not (the count in the key remounts the fields, which own their text, when one is added or removed)
        <Fieldset key={`${index}:${criteria.length}`} legend={`Criterion ${index + 1}`} variant="filled">
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <BufferedText
                label="Criterion id"
                initial={criterion.id}
                onCommit={(v) => change(index, "id", v)}
                error={fieldError(`${base}.${index}.id`)}
              />
              <BufferedText
                label="Criterion name"
                initial={criterion.name}
                onCommit={(v) => change(index, "name", v)}
                error={fieldError(`${base}.${index}.name`)}
              />
            </SimpleGrid>
            <BufferedText
              label="Goal prompt"
              long
              initial={criterion.conversation_goal_prompt}
              onCommit={(v) => change(index, "conversation_goal_prompt", v)}
              error={fieldError(`${base}.${index}.conversation_goal_prompt`)}
            />
            <Group>
              <Button
                size="compact-sm"
                variant="default"
                color="red"
                onClick={() => update((current) => current.filter((_, i) => i !== index))}
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
            update((current) => [
              ...current,
              { id: `criterion_${current.length + 1}`, name: "", conversation_goal_prompt: "" },
            ])
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
function AttachedTestsField({ ws, config, set, fieldError }: FieldsProps) {
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
  );
}

/**
 * A text field that shows each keystroke at once and hands the new text to the form in a
 * transition: re-rendering the whole form is interruptible, so typing never waits for it (no task
 * over 50 ms, measured in `bench/dashboard.ts`). It owns its text from its first render; the
 * editor is mounted afresh whenever the configuration changes from elsewhere.
 */
function BufferedText({
  label,
  initial,
  onCommit,
  error,
  long = false,
}: {
  label: string;
  initial: string;
  onCommit: (value: string) => void;
  error: string | undefined;
  long?: boolean;
}) {
  const [text, setText] = useState(initial);
  const props = {
    label,
    value: text,
    error,
    onChange: (e: { currentTarget: { value: string } }) => {
      const next = e.currentTarget.value;
      setText(next);
      startTransition(() => onCommit(next));
    },
  };
  return long ? <Textarea {...props} autosize minRows={3} maxRows={12} /> : <TextInput {...props} />;
}
