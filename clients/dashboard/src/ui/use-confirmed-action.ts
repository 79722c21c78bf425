import { useMutation } from "@tanstack/react-query";
import { useState } from "react";

/**
 * An action on one record (remove, revoke, delete) that a ConfirmDialog asks about first:
 * `ask(record)` opens the dialog, `dialog` holds what the dialog takes of the action. The dialog
 * closes when the action succeeds, or when cancelled, which also forgets a failed attempt.
 */
export function useConfirmedAction<Target, Result = unknown>({
  action,
  onDone,
}: {
  action: (target: Target) => Promise<Result>;
  onDone?: (result: Result, target: Target) => void;
}) {
  const [target, setTarget] = useState<Target | null>(null);
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: (result, done) => {
      setTarget(null);
      onDone?.(result, done);
    },
  });
  return {
    target,
    ask: (next: Target) => setTarget(() => next),
    dialog: {
      opened: target !== null,
      onConfirm: () => {
        if (target !== null) mutation.mutate(target);
      },
      onClose: () => {
        setTarget(null);
        mutation.reset();
      },
      pending: mutation.isPending,
      error: mutation.error,
    },
  };
}
