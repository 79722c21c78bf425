import { Anchor, Button, Menu, Modal, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isAdmin, useWorkspace } from "../../layout/workspace-context.ts";
import { ListStates } from "../../ui/list-states.tsx";
import { MorePages } from "../../ui/paged-list.tsx";
import { FolderActions, PathHeader } from "../../ui/path-header.tsx";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { EmptyState, ErrorNotice } from "../../ui/states.tsx";
import { AddTextForm, ImportUrlForm, UploadFileForm } from "./add-document-forms.tsx";
import { DeleteDocumentDialog } from "./delete-document.tsx";
import { DeleteFolderDialog, FolderNameForm, MoveFolderForm } from "./folder-dialogs.tsx";
import { knowledgeCrumbs } from "./knowledge-crumbs.tsx";
import {
  formatBytes,
  type KnowledgeDocument,
  type KnowledgeFolder,
  useDocuments,
  useFolderPath,
  useFolders,
} from "./knowledge-queries.ts";
import { SearchPanel } from "./search-panel.tsx";
import { DocumentStatus } from "./status-badge.tsx";

type Dialog =
  | { kind: "new-folder" | "text" | "file" | "url" }
  | { kind: "rename" | "move"; folder: KnowledgeFolder }
  | null;

const DIALOG_TITLES = {
  "new-folder": "New folder",
  text: "Add text",
  file: "Upload a file",
  url: "Import a URL",
  rename: "Rename the folder",
  move: "Move the folder",
} as const;

/**
 * `/w/{ws}/knowledge?folder={id}`: a folder's subfolders and documents with breadcrumbs to it;
 * admins create, rename, move and delete folders and add documents; everyone searches. Statuses
 * update by themselves while a document is being indexed.
 */
export function KnowledgePage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const admin = isAdmin(workspace.role);
  const phone = useMediaQuery("(max-width: 36em)");
  const [params] = useSearchParams();
  const folderId = params.get("folder") || null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deletingFolder, setDeletingFolder] = useState<KnowledgeFolder | null>(null);
  const [deletingDocument, setDeletingDocument] = useState<KnowledgeDocument | null>(null);
  const path = useFolderPath(ws, folderId);
  const folders = useFolders(ws, folderId);
  const documents = useDocuments(ws, folderId);
  const current = path.data?.at(-1);
  const close = () => setDialog(null);
  const allFolders = folders.data ?? [];
  const allDocuments = documents.data ?? [];
  const loading = folders.isPending || documents.isPending;
  const failed = folders.error ?? documents.error;
  return (
    <Stack gap="lg">
      <PathHeader
        crumbs={knowledgeCrumbs(ws, path.data ?? [], true)}
        title={folderId ? (current?.name ?? "Folder") : "Knowledge"}
        actions={
          admin ? (
            <FolderActions onNewFolder={() => setDialog({ kind: "new-folder" })} addLabel="Add document">
              <Menu.Item onClick={() => setDialog({ kind: "text" })}>Add text</Menu.Item>
              <Menu.Item onClick={() => setDialog({ kind: "file" })}>Upload a file</Menu.Item>
              <Menu.Item onClick={() => setDialog({ kind: "url" })}>Import a URL</Menu.Item>
            </FolderActions>
          ) : null
        }
      />
      {path.isError ? (
        <ErrorNotice title="Could not open the folder" error={path.error} onRetry={() => path.refetch()} />
      ) : (
        <ListStates
          query={{
            isPending: loading,
            isError: Boolean(failed),
            error: failed,
            refetch: () => {
              folders.refetch();
              documents.refetch();
            },
          }}
          loading="Loading knowledge"
          errorTitle="Could not load the knowledge"
          empty={
            allFolders.length === 0 && allDocuments.length === 0 ? (
              <EmptyState title={folderId ? "This folder is empty" : "No knowledge yet"}>
                {admin
                  ? "Add a text, upload a file or import a web page; agents answer from what is indexed here."
                  : "Admins of the workspace add documents here."}
              </EmptyState>
            ) : null
          }
        >
          <RecordTable
            label="Folders and documents"
            columns={[
              { title: "Name" },
              { title: "Status", w: 110 },
              { title: "Size", w: 120, visibleFrom: "md" },
              { title: "Updated", w: 170, visibleFrom: "sm" },
              ...(admin ? [{ title: <VisuallyHidden>Actions</VisuallyHidden>, w: phone ? 56 : 100 }] : []),
            ]}
          >
            {allFolders.map((folder) => (
              <Table.Tr key={folder.id}>
                <Table.Td style={{ wordBreak: "break-word" }}>
                  <span aria-hidden>📁 </span>
                  <Anchor component={Link} to={`/w/${ws}/knowledge?folder=${folder.id}`} fw={500}>
                    {folder.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {folder.child_count} {folder.child_count === 1 ? "item" : "items"}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="md" />
                <TimeCell value={folder.updated_at} visibleFrom="sm" />
                {admin ? (
                  <Table.Td>
                    <Menu position="bottom-end" transitionProps={{ duration: 0 }}>
                      <Menu.Target>
                        <Button size="xs" variant="default" px={8} aria-label={`Actions for folder ${folder.name}`}>
                          …
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setDialog({ kind: "rename", folder })}>Rename</Menu.Item>
                        <Menu.Item onClick={() => setDialog({ kind: "move", folder })}>Move</Menu.Item>
                        <Menu.Item color="red" onClick={() => setDeletingFolder(folder)}>
                          Delete
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
            {allDocuments.map((doc) => (
              <Table.Tr key={doc.id}>
                <Table.Td style={{ wordBreak: "break-word" }}>
                  <Anchor component={Link} to={`/w/${ws}/knowledge/${doc.id}`} fw={500}>
                    {doc.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {doc.type === "url" && doc.source_url ? doc.source_url : doc.type}
                  </Text>
                  {doc.status === "failed" && doc.error ? (
                    <Text size="xs" c="red.9">
                      {doc.error}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <DocumentStatus status={doc.status} />
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm" c="dimmed">
                    {doc.status === "ready" ? `${formatBytes(doc.byte_size)} · ${doc.chunk_count} chunks` : "—"}
                  </Text>
                </Table.Td>
                <TimeCell value={doc.updated_at} visibleFrom="sm" />
                {admin ? (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      px={8}
                      aria-label={`Delete document ${doc.name}`}
                      onClick={() => setDeletingDocument(doc)}
                    >
                      {phone ? "✕" : "Delete"}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </RecordTable>
        </ListStates>
      )}
      <MorePages query={folders} what="folders" />
      <MorePages query={documents} what="documents" />
      <SearchPanel ws={ws} />
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog ? DIALOG_TITLES[dialog.kind] : ""}
        size={dialog?.kind === "text" ? "lg" : "md"}
        fullScreen={Boolean(phone) && dialog?.kind === "text"}
        transitionProps={{ duration: 0 }}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {dialog?.kind === "new-folder" ? <FolderNameForm ws={ws} parentId={folderId} onDone={close} /> : null}
        {dialog?.kind === "rename" ? (
          <FolderNameForm ws={ws} parentId={folderId} folder={dialog.folder} onDone={close} />
        ) : null}
        {dialog?.kind === "move" ? <MoveFolderForm ws={ws} folder={dialog.folder} onDone={close} /> : null}
        {dialog?.kind === "text" ? (
          <AddTextForm ws={ws} folderId={folderId} folderName={current?.name} onDone={close} />
        ) : null}
        {dialog?.kind === "file" ? (
          <UploadFileForm ws={ws} folderId={folderId} folderName={current?.name} onDone={close} />
        ) : null}
        {dialog?.kind === "url" ? (
          <ImportUrlForm ws={ws} folderId={folderId} folderName={current?.name} onDone={close} />
        ) : null}
      </Modal>
      <DeleteFolderDialog
        ws={ws}
        folder={deletingFolder}
        onClose={() => setDeletingFolder(null)}
        onDeleted={() => setDeletingFolder(null)}
      />
      <DeleteDocumentDialog
        ws={ws}
        document={deletingDocument}
        onClose={() => setDeletingDocument(null)}
        onDeleted={() => setDeletingDocument(null)}
      />
    </Stack>
  );
}
