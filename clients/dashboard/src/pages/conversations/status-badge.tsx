import { Badge } from "@mantine/core";

const COLORS: Record<string, string> = {
  active: "green",
  ended: "gray",
  failed: "red",
  pending: "yellow",
  processing: "blue",
  done: "green",
  skipped: "gray",
  ready: "green",
  indexing: "blue",
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge variant="light" color={COLORS[status] ?? "gray"} size="sm">
      {label ? `${label}: ${status}` : status}
    </Badge>
  );
}
