import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { whenSubmitted } from "../../ui/submit.ts";

/**
 * A form of the agent's panels, named `label` under its heading (`title`, the label when not
 * given). `inRow`: one of the forms side by side in a row, each as wide as the row allows.
 */
export function PanelForm({
  label,
  title = label,
  inRow = false,
  onSubmit,
  children,
}: {
  label: string;
  title?: ReactNode;
  inRow?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={whenSubmitted(onSubmit)}
      noValidate
      aria-label={label}
      style={inRow ? { flex: "1 1 260px", maxWidth: 420 } : undefined}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </form>
  );
}
