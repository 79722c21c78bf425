import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { FormActions } from "./form-actions.tsx";
import { ErrorNotice } from "./states.tsx";
import { whenSubmitted } from "./submit.ts";

/**
 * A form in a dialog: what it says first (`intro`), the API's refusal when no field shows it
 * (`error`, titled `errorTitle`), its fields, then Cancel and the submit button.
 */
export function DialogForm({
  intro,
  error,
  errorTitle,
  children,
  submitLabel,
  pending,
  disabled,
  onSubmit,
  onCancel,
}: {
  intro?: ReactNode;
  error: unknown;
  errorTitle: string;
  children: ReactNode;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  return (
    <form onSubmit={whenSubmitted(onSubmit)} noValidate>
      <Stack>
        {intro}
        {error ? <ErrorNotice title={errorTitle} error={error} /> : null}
        {children}
        <FormActions onCancel={onCancel} submitLabel={submitLabel} pending={pending} disabled={disabled} />
      </Stack>
    </form>
  );
}
