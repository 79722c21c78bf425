/** Two texts side by side, the words only the baseline has struck through on its side, those only the invocation has marked on its side. */
import { SimpleGrid, Stack, Text } from "@mantine/core";
import { diffWords } from "diff";
import { type CSSProperties, useMemo } from "react";

const BOX: CSSProperties = {
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontSize: "var(--mantine-font-size-sm)",
  border: "1px solid var(--mantine-color-gray-3)",
  borderRadius: "var(--mantine-radius-sm)",
  padding: "6px 8px",
  margin: 0,
  minHeight: 32,
};
const REMOVED: CSSProperties = { background: "var(--mantine-color-red-1)", color: "var(--mantine-color-red-9)" };
const ADDED: CSSProperties = {
  background: "var(--mantine-color-green-1)",
  color: "var(--mantine-color-green-light-color)",
  textDecoration: "none",
};

export function WordDiff({ baseline, invocation, label }: { baseline: string; invocation: string; label: string }) {
  const parts = useMemo(() => diffWords(baseline, invocation), [baseline, invocation]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {label}, baseline
        </Text>
        <p style={BOX}>
          {parts.map((part, n) =>
            part.added ? null : part.removed ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, fixed for these texts
              <del key={n} style={REMOVED}>
                {part.value}
              </del>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <span key={n}>{part.value}</span>
            ),
          )}
        </p>
      </Stack>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {label}, this invocation
        </Text>
        <p style={BOX}>
          {parts.map((part, n) =>
            part.removed ? null : part.added ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, fixed for these texts
              <ins key={n} style={ADDED}>
                {part.value}
              </ins>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <span key={n}>{part.value}</span>
            ),
          )}
        </p>
      </Stack>
    </SimpleGrid>
  );
}
