import { Stack, Text, Title } from "@mantine/core";
import { isAdmin, useWorkspace } from "../../layout/workspace-context.ts";
import { TitledSection } from "../../ui/titled-section.tsx";
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
        <TitledSection headingId="api-keys-heading" title="API keys" gap="xs">
          <Text size="sm" c="dimmed">
            Only admins of the workspace can see and create API keys.
          </Text>
        </TitledSection>
      )}
      {admin ? (
        <WebhooksSection ws={workspace.id} />
      ) : (
        <TitledSection headingId="webhooks-heading" title="Webhooks" gap="xs">
          <Text size="sm" c="dimmed">
            Only admins of the workspace can see and manage webhooks.
          </Text>
        </TitledSection>
      )}
    </Stack>
  );
}
