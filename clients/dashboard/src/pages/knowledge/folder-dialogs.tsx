import { Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { folderLabels } from "../../domain/folder-labels.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { folderChoices, MoveDialogForm, NameDialogForm, ROOT } from "../../ui/folder-forms.tsx";
import { type KnowledgeFolder, useAllFolders, useRefreshKnowledge } from "./knowledge-queries.ts";

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
  return (
    <NameDialogForm
      label="Folder name"
      value={name}
      onChange={setName}
      error={save.error}
      errorTitle={folder ? "Could not rename the folder" : "Could not create the folder"}
      pending={save.isPending}
      submitLabel={folder ? "Rename" : "Create folder"}
      onSubmit={() => save.mutate()}
      onCancel={onDone}
    />
  );
}

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
  const labels = folderLabels(folders.data ?? []);
  return (
    <MoveDialogForm
      choices={folderChoices("Knowledge (the root)", folders.data ?? [], labels, (id) => id === folder.id)}
      target={target}
      onTarget={setTarget}
      folders={folders}
      error={move.error}
      errorTitle="Could not move the folder"
      pending={move.isPending}
      onSubmit={() => move.mutate()}
      onCancel={onDone}
    />
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
