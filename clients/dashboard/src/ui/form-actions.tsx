import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

/** A dialog's buttons: Cancel, then the dialog's own (`children`). */
export function DialogActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </Group>
  );
}

/** A dialog form's buttons: Cancel, then the submit button. */
export function FormActions({
  onCancel,
  submitLabel,
  pending,
  disabled,
}: {
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <DialogActions onCancel={onCancel}>
      <Button type="submit" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
