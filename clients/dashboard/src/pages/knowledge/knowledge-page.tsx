import {
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Group,
  Menu,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isAdmin, useWorkspace } from "../../layout/workspace-context.ts";
import { ListStates } from "../../ui/list-states.tsx";
import { LocalTime } from "../../ui/local-time.tsx";
import { EmptyState, ErrorNotice, LoadMore } from "../../ui/states.tsx";
import { AddTextForm, ImportUrlForm, UploadFileForm } from "./add-document-forms.tsx";
import { DeleteDocumentDialog } from "./delete-document.tsx";
import { DeleteFolderDialog, FolderNameForm, MoveFolderForm } from "./folder-dialogs.tsx";
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
  const allFolders = folders.data?.pages.flatMap((page) => page.items) ?? [];
  const allDocuments = documents.data?.pages.flatMap((page) => page.items) ?? [];
  const loading = folders.isPending || documents.isPending;
  const failed = folders.error ?? documents.error;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Box component="nav" aria-label="Folder path">
          <Breadcrumbs separatorMargin={6} style={{ flexWrap: "wrap" }}>
            <Anchor component={Link} to={`/w/${ws}/knowledge`} size="sm">
              Knowledge
            </Anchor>
            {(path.data ?? []).map((folder, index, all) =>
              index === all.length - 1 ? (
                <Text key={folder.id} size="sm" aria-current="page" style={{ wordBreak: "break-word" }}>
                  {folder.name}
                </Text>
              ) : (
                <Anchor key={folder.id} component={Link} to={`/w/${ws}/knowledge?folder=${folder.id}`} size="sm">
                  {folder.name}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        </Box>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} size="h2" style={{ wordBreak: "break-word" }}>
            {folderId ? (current?.name ?? "Folder") : "Knowledge"}
          </Title>
          {admin ? (
            <Group gap="xs" wrap="wrap">
              <Button variant="default" onClick={() => setDialog({ kind: "new-folder" })}>
                New folder
              </Button>
              <Menu position="bottom-end" transitionProps={{ duration: 0 }}>
                <Menu.Target>
                  <Button>Add document</Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setDialog({ kind: "text" })}>Add text</Menu.Item>
                  <Menu.Item onClick={() => setDialog({ kind: "file" })}>Upload a file</Menu.Item>
                  <Menu.Item onClick={() => setDialog({ kind: "url" })}>Import a URL</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ) : null}
        </Group>
      </Stack>
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
          <Table aria-label="Folders and documents" layout="fixed" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th w={110}>Status</Table.Th>
                <Table.Th w={120} visibleFrom="md">
                  Size
                </Table.Th>
                <Table.Th w={170} visibleFrom="sm">
                  Updated
                </Table.Th>
                {admin ? (
                  <Table.Th w={phone ? 56 : 100}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" c="dimmed">
                      <LocalTime value={folder.updated_at} />
                    </Text>
                  </Table.Td>
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
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" c="dimmed">
                      <LocalTime value={doc.updated_at} />
                    </Text>
                  </Table.Td>
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
            </Table.Tbody>
          </Table>
        </ListStates>
      )}
      <LoadMore
        what="folders"
        hasMore={Boolean(folders.hasNextPage)}
        loading={folders.isFetchingNextPage}
        onLoad={() => folders.fetchNextPage()}
      />
      <LoadMore
        what="documents"
        hasMore={Boolean(documents.hasNextPage)}
        loading={documents.isFetchingNextPage}
        onLoad={() => documents.fetchNextPage()}
      />
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
