import { Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { type KnowledgeDocument, useRefreshKnowledge } from "./knowledge-queries.ts";

/**
 * Delete a document after confirmation. While an agent's draft or branch uses it the API answers
 * 409 `document_in_use`: the dialog says so, and confirming again deletes it anyway (`force`).
 */
export function DeleteDocumentDialog({
  ws,
  document,
  onClose,
  onDeleted,
}: {
  ws: string;
  document: KnowledgeDocument | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const refresh = useRefreshKnowledge(ws);
  const remove = useMutation({
    mutationFn: ({ target, force }: { target: KnowledgeDocument; force: boolean }) =>
      unwrap(
        cx.DELETE("/api/v1/workspaces/{workspace_id}/knowledge/{doc_id}", {
          params: { path: { workspace_id: ws, doc_id: target.id }, query: force ? { force: "true" } : {} },
        }),
      ),
    onSuccess: () => {
      refresh();
      onDeleted();
    },
  });
  const inUse = remove.error instanceof ApiError && remove.error.code === "document_in_use";
  return (
    <ConfirmDialog
      opened={document !== null}
      title="Delete the document"
      confirmLabel={inUse ? "Delete anyway" : "Delete document"}
      onConfirm={() => document && remove.mutate({ target: document, force: inUse })}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      pending={remove.isPending}
      error={remove.error}
      errorTitle={inUse ? "Agents still use this document" : "Could not delete the document"}
    >
      {inUse ? (
        <Text>
          Deleting it anyway removes it from those agents' knowledge: their drafts and branches no longer retrieve it.
          Published versions keep its name only.
        </Text>
      ) : (
        <Text>
          Delete <strong>{document?.name}</strong> and its index? This cannot be undone.
        </Text>
      )}
    </ConfirmDialog>
  );
}
