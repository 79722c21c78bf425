import { Anchor, Stack, Text, Title } from "@mantine/core";

/** A page of the dashboard that is not built yet: it says so, and where the same can be done. */
export function NotBuiltPage({ title }: { title: string }) {
  return (
    <Stack gap="sm" maw={640}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>This page is not in the dashboard yet.</Text>
      <Text c="dimmed" size="sm">
        Everything it will show is available through the API (see the <Anchor href="/docs">API reference</Anchor>) and
        the <code>cx</code> command-line client.
      </Text>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text>
        There is no such page. <Anchor href="/">Go to your agents</Anchor>.
      </Text>
    </Stack>
  );
}
