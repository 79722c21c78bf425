import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { isAdmin, useWorkspace } from "../../layout/workspace-context.ts";
import { LocalTime } from "../../ui/local-time.tsx";
import { PathHeader } from "../../ui/path-header.tsx";
import { EmptyState, ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { TitledSection } from "../../ui/titled-section.tsx";
import { DeleteDocumentDialog } from "./delete-document.tsx";
import { knowledgeCrumbs } from "./knowledge-crumbs.tsx";
import { formatBytes, isIndexing, knowledgeKeys, useFolderPath } from "./knowledge-queries.ts";
import { DocumentStatus } from "./status-badge.tsx";

const POLL_MS = 1000;

/** `/w/{ws}/knowledge/{doc_id}`: one document, its status (updating while indexed), its extracted text. */
export function KnowledgeDocumentPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const admin = isAdmin(workspace.role);
  const { docId = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const document = useQuery({
    queryKey: knowledgeKeys.document(ws, docId),
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/knowledge/{doc_id}", {
          params: { path: { workspace_id: ws, doc_id: docId } },
        }),
      ),
    refetchInterval: (query) => (query.state.data && isIndexing(query.state.data.status) ? POLL_MS : false),
  });
  const doc = document.data;
  const path = useFolderPath(ws, doc?.folder_id ?? null);
  const content = useQuery({
    // Keyed by when it was indexed: a refresh that finishes brings the new text.
    queryKey: [...knowledgeKeys.content(ws, docId), doc?.indexed_at ?? null],
    enabled: doc?.status === "ready",
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/knowledge/{doc_id}/content", {
          params: { path: { workspace_id: ws, doc_id: docId } },
        }),
      ),
  });
  const refresh = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/knowledge/{doc_id}/refresh", {
          params: { path: { workspace_id: ws, doc_id: docId } },
        }),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(knowledgeKeys.document(ws, docId), updated);
      queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(ws) });
    },
  });
  if (document.isPending) return <PageLoader label="Loading the document" />;
  if (document.isError) {
    const missing = document.error instanceof ApiError && document.error.status === 404;
    return missing ? (
      <EmptyState title="Document not found">
        It does not exist in this workspace, or it was deleted.{" "}
        <Anchor component={Link} to={`/w/${ws}/knowledge`}>
          Back to the knowledge
        </Anchor>
      </EmptyState>
    ) : (
      <ErrorNotice title="Could not load the document" error={document.error} onRetry={() => document.refetch()} />
    );
  }
  if (!doc) return null;
  const folderLink = (id: string | null) => (id ? `/w/${ws}/knowledge?folder=${id}` : `/w/${ws}/knowledge`);
  return (
    <Stack gap="lg">
      <PathHeader
        crumbs={knowledgeCrumbs(ws, path.data ?? [], false)}
        title={doc.name}
        actions={
          admin ? (
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => refresh.mutate()}
                loading={refresh.isPending}
                disabled={isIndexing(doc.status)}
              >
                {doc.type === "url" ? "Fetch again" : "Index again"}
              </Button>
              <Button variant="light" color="red" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            </Group>
          ) : null
        }
      />
      {refresh.error ? <ErrorNotice title="Could not start indexing again" error={refresh.error} /> : null}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
          <Field label="Status">
            <DocumentStatus status={doc.status} />
          </Field>
          <Field label="Type">{doc.type}</Field>
          {doc.source_url ? (
            <Field label="Source">
              <Anchor
                href={doc.source_url}
                target="_blank"
                rel="noreferrer noopener"
                style={{ wordBreak: "break-all" }}
              >
                {doc.source_url}
              </Anchor>
            </Field>
          ) : null}
          <Field label="Size">{doc.status === "ready" ? formatBytes(doc.byte_size) : "—"}</Field>
          <Field label="Chunks">{doc.status === "ready" ? String(doc.chunk_count) : "—"}</Field>
          <Field label="Indexed">
            <LocalTime value={doc.indexed_at} />
          </Field>
          <Field label="Created">
            <LocalTime value={doc.created_at} />
          </Field>
          <Field label="Created by">{doc.created_by.name || doc.created_by.email || doc.created_by.id}</Field>
        </SimpleGrid>
      </Paper>
      {doc.status === "failed" ? (
        <Alert color="red" title="Indexing failed" role="alert">
          <Text size="sm" style={{ wordBreak: "break-word" }}>
            {doc.error ?? "No reason was given."}
          </Text>
        </Alert>
      ) : null}
      <TitledSection headingId="content-heading" title="Extracted text" gap="xs">
        {isIndexing(doc.status) ? (
          <PageLoader label={`Being indexed (${doc.status})`} />
        ) : doc.status === "failed" ? (
          <Text size="sm" c="dimmed">
            A failed document has no text to show.
          </Text>
        ) : content.isPending ? (
          <PageLoader label="Loading the text" />
        ) : content.isError ? (
          <ErrorNotice title="Could not load the text" error={content.error} onRetry={() => content.refetch()} />
        ) : (
          <Paper withBorder p="md" bg="var(--mantine-color-gray-0)">
            <Text
              component="pre"
              size="sm"
              m={0}
              style={{ whiteSpace: "pre-wrap", wordBreak: "break-word", fontFamily: "inherit" }}
            >
              {content.data.text}
            </Text>
          </Paper>
        )}
      </TitledSection>
      <DeleteDocumentDialog
        ws={ws}
        document={deleting ? doc : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(folderLink(doc.folder_id))}
      />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: "break-word" }}>
        {children}
      </Text>
    </Stack>
  );
}
