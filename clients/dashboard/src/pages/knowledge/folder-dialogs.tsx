import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ErrorNotice } from "../../ui/states.tsx";
import { folderLabels, type KnowledgeFolder, useAllFolders, useRefreshKnowledge } from "./knowledge-queries.ts";

/** The API's message for the name field: its own field error, or a name taken among the siblings. */
function nameError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldMessage("/name") ?? (error.code === "folder_name_taken" ? error.message : undefined);
}

/** Create a folder in `parentId` (no `folder`) or rename one. */
export function FolderNameForm({
  ws,
  parentId,
  folder,
  onDone,
}: {
  ws: string;
  parentId: string | null;
  folder?: KnowledgeFolder;
  onDone: () => void;
}) {
  const [name, setName] = useState(folder?.name ?? "");
  const refresh = useRefreshKnowledge(ws);
  const save = useMutation({
    mutationFn: () =>
      folder
        ? unwrap(
            cx.PATCH("/api/v1/workspaces/{workspace_id}/knowledge/folders/{folder_id}", {
              params: { path: { workspace_id: ws, folder_id: folder.id } },
              body: { name },
            }),
          )
        : unwrap(
            cx.POST("/api/v1/workspaces/{workspace_id}/knowledge/folders", {
              params: { path: { workspace_id: ws } },
              body: { name, parent_folder_id: parentId },
            }),
          ),
    onSuccess: () => {
      refresh();
      onDone();
    },
  });
  const atName = nameError(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.error && !atName ? (
          <ErrorNotice
            title={folder ? "Could not rename the folder" : "Could not create the folder"}
            error={save.error}
          />
        ) : null}
        <TextInput
          label="Folder name"
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={atName}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {folder ? "Rename" : "Create folder"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const ROOT = "root";

/** Move a folder to the root or into another folder; the API refuses its own subtree (422). */
export function MoveFolderForm({ ws, folder, onDone }: { ws: string; folder: KnowledgeFolder; onDone: () => void }) {
  const [target, setTarget] = useState<string>(folder.parent_folder_id ?? ROOT);
  const folders = useAllFolders(ws, true);
  const refresh = useRefreshKnowledge(ws);
  const move = useMutation({
    mutationFn: () =>
      unwrap(
        cx.PATCH("/api/v1/workspaces/{workspace_id}/knowledge/folders/{folder_id}", {
          params: { path: { workspace_id: ws, folder_id: folder.id } },
          body: { parent_folder_id: target === ROOT ? null : target },
        }),
      ),
    onSuccess: () => {
      refresh();
      onDone();
    },
  });
  const error = move.error instanceof ApiError ? move.error : undefined;
  const atField = error?.fieldMessage("/parent_folder_id");
  const labels = folderLabels(folders.data ?? []);
  const choices = [
    { value: ROOT, label: "Knowledge (the root)" },
    ...(folders.data ?? [])
      .filter((f) => f.id !== folder.id)
      .map((f) => ({ value: f.id, label: labels.get(f.id) ?? f.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {folders.isError ? <ErrorNotice title="Could not load the folders" error={folders.error} /> : null}
        {move.error && !atField ? <ErrorNotice title="Could not move the folder" error={move.error} /> : null}
        <Select
          label="Move to"
          searchable
          allowDeselect={false}
          data={choices}
          value={target}
          onChange={(value) => value && setTarget(value)}
          error={atField}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending} disabled={folders.isPending}>
            Move
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Delete a folder after confirmation. A folder with contents is deleted with them (`force`): the
 * dialog says so and how many items are directly in it.
 */
export function DeleteFolderDialog({
  ws,
  folder,
  onClose,
  onDeleted,
}: {
  ws: string;
  folder: KnowledgeFolder | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const refresh = useRefreshKnowledge(ws);
  const remove = useMutation({
    mutationFn: ({ target, force }: { target: KnowledgeFolder; force: boolean }) =>
      unwrap(
        cx.DELETE("/api/v1/workspaces/{workspace_id}/knowledge/folders/{folder_id}", {
          params: { path: { workspace_id: ws, folder_id: target.id }, query: force ? { force: "true" } : {} },
        }),
      ),
    onSuccess: () => {
      refresh();
      onDeleted();
    },
  });
  // Something was added since the list was read: the API says so, and the next confirmation forces.
  const filledMeanwhile = remove.error instanceof ApiError && remove.error.code === "folder_not_empty";
  const count = folder?.child_count ?? 0;
  const force = count > 0 || filledMeanwhile;
  return (
    <ConfirmDialog
      opened={folder !== null}
      title="Delete the folder"
      confirmLabel={force ? "Delete folder and contents" : "Delete folder"}
      onConfirm={() => folder && remove.mutate({ target: folder, force })}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      pending={remove.isPending}
      error={remove.error}
      errorTitle="Could not delete the folder"
    >
      {filledMeanwhile ? (
        <Text>
          <strong>{folder?.name}</strong> is no longer empty. Deleting it also deletes every folder and document inside
          it, including documents agents still use.
        </Text>
      ) : count > 0 ? (
        <Text>
          <strong>{folder?.name}</strong> is not empty: it holds {count} {count === 1 ? "item" : "items"}. Deleting it
          also deletes every folder and document inside it, including documents agents still use.
        </Text>
      ) : (
        <Text>
          Delete the empty folder <strong>{folder?.name}</strong>?
        </Text>
      )}
    </ConfirmDialog>
  );
}
