import { Button, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { DialogActions } from "./form-actions.tsx";
import { ErrorNotice } from "./states.tsx";

/**
 * A modal that asks before something that cannot be undone, and shows the API's error in place
 * when the action fails (the dialog stays open, so the choice can be made again).
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
  error,
  errorTitle,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  error: unknown;
  errorTitle: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ "aria-label": "Close" }}
      transitionProps={{ duration: 0 }}
    >
      <Stack>
        {error ? <ErrorNotice title={errorTitle} error={error} /> : null}
        {children}
        <DialogActions onCancel={onClose}>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
