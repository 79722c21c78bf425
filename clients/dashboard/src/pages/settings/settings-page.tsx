import { Stack, Text, Title } from "@mantine/core";
import { isAdmin, useWorkspace } from "../../layout/workspace-context.ts";
import { ApiKeysSection } from "./api-keys-section.tsx";
import { MembersSection } from "./members-section.tsx";
import { WebhooksSection } from "./webhooks-section.tsx";

/** `/w/{ws}/settings`: the workspace's members, API keys and webhooks. */
export function SettingsPage() {
  const { workspace, me } = useWorkspace();
  const admin = isAdmin(workspace.role);
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        Settings
      </Title>
      <MembersSection ws={workspace.id} myRole={workspace.role} myId={me.user.id} />
      {admin ? (
        <ApiKeysSection ws={workspace.id} myRole={workspace.role} />
      ) : (
        <Stack gap="xs" component="section" aria-labelledby="api-keys-heading">
          <Title order={2} size="h3" id="api-keys-heading">
            API keys
          </Title>
          <Text size="sm" c="dimmed">
            Only admins of the workspace can see and create API keys.
          </Text>
        </Stack>
      )}
      {admin ? (
        <WebhooksSection ws={workspace.id} />
      ) : (
        <Stack gap="xs" component="section" aria-labelledby="webhooks-heading">
          <Title order={2} size="h3" id="webhooks-heading">
            Webhooks
          </Title>
          <Text size="sm" c="dimmed">
            Only admins of the workspace can see and manage webhooks.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
