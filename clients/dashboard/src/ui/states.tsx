import { Alert, Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { messageOf } from "../api/api-error.ts";

export function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label}…</Text>
      </Group>
    </Center>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={4} py="xl">
      <Text fw={600}>{title}</Text>
      {children ? (
        <Text c="dimmed" ta="center" size="sm">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}

/** An error as a notice, with its message from the API. */
export function ErrorNotice({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  return (
    <Alert color="red" title={title ?? "Something went wrong"} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messageOf(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** Load more of a cursor-paged list. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  what,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  what: string;
}) {
  if (!hasMore) return null;
  return (
    <Center>
      <Button variant="default" loading={loading} onClick={onLoad}>
        Load more {what}
      </Button>
    </Center>
  );
}
