import { Code } from "@mantine/core";

/** A JSON value as indented text that wraps instead of widening the page. */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return (
    <Code block aria-label={label} style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
      {value === undefined ? "(absent)" : JSON.stringify(value, null, 2)}
    </Code>
  );
}
