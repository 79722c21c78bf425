import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A page's title, with the page's actions (`actions`) at the other end of the line. */
export function PageTitle({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Title order={1} size="h2" style={{ wordBreak: "break-word" }}>
        {title}
      </Title>
      {actions}
    </Group>
  );
}
