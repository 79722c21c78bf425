import { Badge, Group, Loader } from "@mantine/core";
import { isIndexing, type KnowledgeDocument } from "./knowledge-queries.ts";

const COLORS: Record<KnowledgeDocument["status"], string> = {
  pending: "yellow",
  indexing: "blue",
  ready: "green",
  failed: "red",
};

/** A document's indexing status; a spinner while it may still change. */
export function DocumentStatus({ status }: { status: KnowledgeDocument["status"] }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={COLORS[status]} size="sm">
        {status}
      </Badge>
      {isIndexing(status) ? <Loader size={12} aria-hidden /> : null}
    </Group>
  );
}
