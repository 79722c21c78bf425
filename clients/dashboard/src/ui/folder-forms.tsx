import { Select, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiError } from "../api/api-error.ts";
import { DialogForm } from "./dialog-form.tsx";
import { ErrorNotice } from "./states.tsx";

/** The root of a folder tree, as the move forms' choice (the API's `parent_folder_id: null`). */
export const ROOT = "root";

/** The API's message for the name field: its own field error, or a name taken among the siblings. */
export function nameError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldMessage("/name") ?? (error.code === "folder_name_taken" ? error.message : undefined);
}

/**
 * A name typed in a dialog (a folder created, a folder or test renamed): the API's error at the
 * field when it is about the name, above the form otherwise.
 */
export function NameDialogForm({
  label,
  value,
  onChange,
  error,
  errorTitle,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: unknown;
  errorTitle: string;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const atName = nameError(error);
  return (
    <DialogForm
      error={atName ? undefined : error}
      errorTitle={errorTitle}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <TextInput
        label={label}
        data-autofocus
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={atName}
      />
    </DialogForm>
  );
}

/** The root, then every folder but the excluded ones, by their path's label. */
export function folderChoices(
  rootLabel: string,
  folders: { id: string; name: string }[],
  labels: Map<string, string>,
  excluded: (id: string) => boolean,
) {
  return [
    { value: ROOT, label: rootLabel },
    ...folders
      .filter((f) => !excluded(f.id))
      .map((f) => ({ value: f.id, label: labels.get(f.id) ?? f.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
}

/**
 * Where to move something, chosen among `choices`: the folders' loading error above the form, the
 * API's refusal at the field when it names the target folder, above the form otherwise.
 */
export function MoveDialogForm({
  intro,
  choices,
  target,
  onTarget,
  folders,
  error,
  errorTitle,
  pending,
  onSubmit,
  onCancel,
}: {
  intro?: ReactNode;
  choices: { value: string; label: string }[];
  target: string;
  onTarget: (target: string) => void;
  folders: { isError: boolean; isPending: boolean; error: unknown };
  error: unknown;
  errorTitle: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const atField = error instanceof ApiError ? error.fieldMessage("/parent_folder_id") : undefined;
  return (
    <DialogForm
      intro={
        <>
          {intro}
          {folders.isError ? <ErrorNotice title="Could not load the folders" error={folders.error} /> : null}
        </>
      }
      error={atField ? undefined : error}
      errorTitle={errorTitle}
      submitLabel="Move"
      pending={pending}
      disabled={folders.isPending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <Select
        label="Move to"
        searchable
        allowDeselect={false}
        data={choices}
        value={target}
        onChange={(value) => value && onTarget(value)}
        error={atField}
        comboboxProps={{ withinPortal: true }}
      />
    </DialogForm>
  );
}
