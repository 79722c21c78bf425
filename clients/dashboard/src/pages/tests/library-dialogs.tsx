import { Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { folderLabels } from "../../domain/folder-labels.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { folderChoices, MoveDialogForm, NameDialogForm, ROOT } from "../../ui/folder-forms.tsx";
import {
  type AgentTest,
  isFolder,
  type LibraryItem,
  type TestFolder,
  useAllTestFolders,
  useRefreshTests,
} from "./test-queries.ts";

/** Create a folder in `parentId` (no `item`), or rename a folder or a test. */
export function NameForm({
  ws,
  parentId,
  item,
  onDone,
}: {
  ws: string;
  parentId: string | null;
  item?: LibraryItem;
  onDone: () => void;
}) {
  const [name, setName] = useState(item?.name ?? "");
  const refresh = useRefreshTests(ws);
  const save = useMutation({
    mutationFn: async () => {
      if (!item) {
        return unwrap(
          cx.POST("/api/v1/workspaces/{workspace_id}/agent-test-folders", {
            params: { path: { workspace_id: ws } },
            body: { name, parent_folder_id: parentId },
          }),
        );
      }
      if (isFolder(item)) {
        return unwrap(
          cx.PATCH("/api/v1/workspaces/{workspace_id}/agent-test-folders/{folder_id}", {
            params: { path: { workspace_id: ws, folder_id: item.id } },
            body: { name },
          }),
        );
      }
      // A test is renamed by replacing it with itself under the new name (the API takes back what it answered).
      return unwrap(
        cx.PUT("/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}", {
          params: { path: { workspace_id: ws, test_id: item.id } },
          body: { ...item, name } as never,
        }),
      );
    },
    onSuccess: () => {
      refresh();
      onDone();
    },
  });
  const kind = item && !isFolder(item) ? "test" : "folder";
  return (
    <NameDialogForm
      label={kind === "test" ? "Test name" : "Folder name"}
      value={name}
      onChange={setName}
      error={save.error}
      errorTitle={item ? `Could not rename the ${kind}` : "Could not create the folder"}
      pending={save.isPending}
      submitLabel={item ? "Rename" : "Create folder"}
      onSubmit={() => save.mutate()}
      onCancel={onDone}
    />
  );
}

/** Move tests and folders to the root or into a folder, all or nothing; the API refuses a folder's own subtree. */
export function MoveForm({ ws, items, onDone }: { ws: string; items: LibraryItem[]; onDone: () => void }) {
  const [target, setTarget] = useState<string>(items[0]?.parent_folder_id ?? ROOT);
  const folders = useAllTestFolders(ws, true);
  const refresh = useRefreshTests(ws);
  const move = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agent-tests/move", {
          params: { path: { workspace_id: ws } },
          body: { entity_ids: items.map((i) => i.id), parent_folder_id: target === ROOT ? null : target },
        }),
      ),
    onSuccess: () => {
      refresh();
      onDone();
    },
  });
  const labels = folderLabels(folders.data ?? []);
  const moving = new Set(items.map((i) => i.id));
  return (
    <MoveDialogForm
      intro={
        <Text size="sm">
          {items.length === 1 ? (
            <>
              Move <strong>{items[0]?.name}</strong> to another folder.
            </>
          ) : (
            `Move ${items.length} items to another folder.`
          )}
        </Text>
      }
      choices={folderChoices("Tests (the root)", folders.data ?? [], labels, (id) => moving.has(id))}
      target={target}
      onTarget={setTarget}
      folders={folders}
      error={move.error}
      errorTitle="Could not move"
      pending={move.isPending}
      onSubmit={() => move.mutate()}
      onCancel={onDone}
    />
  );
}

/**
 * Delete a test, or a folder after confirmation. The list does not say whether a folder holds
 * anything, so an empty one is asked for first; when the API answers that it is not empty, the
 * dialog says so and a second confirmation deletes it with everything inside (`force`).
 */
export function DeleteItemDialog({ ws, item, onClose }: { ws: string; item: LibraryItem | null; onClose: () => void }) {
  const refresh = useRefreshTests(ws);
  const remove = useMutation({
    mutationFn: ({ target, force }: { target: LibraryItem; force: boolean }) =>
      isFolder(target)
        ? unwrap(
            cx.DELETE("/api/v1/workspaces/{workspace_id}/agent-test-folders/{folder_id}", {
              params: { path: { workspace_id: ws, folder_id: target.id }, query: force ? { force: "true" } : {} },
            }),
          )
        : unwrap(
            cx.DELETE("/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}", {
              params: { path: { workspace_id: ws, test_id: target.id } },
            }),
          ),
    onSuccess: () => {
      refresh();
      remove.reset();
      onClose();
    },
  });
  const notEmpty = remove.error instanceof ApiError && remove.error.code === "folder_not_empty";
  const folder = item && isFolder(item) ? (item as TestFolder) : null;
  const test = item && !isFolder(item) ? (item as AgentTest) : null;
  return (
    <ConfirmDialog
      opened={item !== null}
      title={folder ? "Delete the folder" : "Delete the test"}
      confirmLabel={notEmpty ? "Delete folder and contents" : folder ? "Delete folder" : "Delete test"}
      onConfirm={() => item && remove.mutate({ target: item, force: notEmpty })}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      pending={remove.isPending}
      error={notEmpty ? null : remove.error}
      errorTitle={folder ? "Could not delete the folder" : "Could not delete the test"}
    >
      {notEmpty ? (
        <Text>
          <strong>{folder?.name}</strong> is not empty. Deleting it also deletes every folder and test inside it.
        </Text>
      ) : folder ? (
        <Text>
          Delete the folder <strong>{folder.name}</strong>?
        </Text>
      ) : (
        <Text>
          Delete the test <strong>{test?.name}</strong>? Its past runs stay in the invocations that ran it.
        </Text>
      )}
    </ConfirmDialog>
  );
}
