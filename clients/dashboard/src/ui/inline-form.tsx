import { Button, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorNotice } from "./states.tsx";
import { whenSubmitted } from "./submit.ts";

/**
 * A form of a few fields in one row on its page, named `label`: the API's refusal above it when
 * no field shows it (`error`, titled `errorTitle`), then the fields and the submit button, which
 * wrap on a narrow screen.
 */
export function InlineForm({
  label,
  error,
  errorTitle,
  children,
  submitLabel,
  pending,
  onSubmit,
}: {
  label: string;
  error: unknown;
  errorTitle: string;
  children: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
}) {
  return (
    <form onSubmit={whenSubmitted(onSubmit)} noValidate aria-label={label}>
      <Stack gap="xs">
        {error ? <ErrorNotice title={errorTitle} error={error} /> : null}
        <Group align="flex-end" gap="sm" wrap="wrap">
          {children}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
