import { FileInput, Progress, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ME_KEY } from "../../auth/session.tsx";
import { FormActions } from "../../ui/form-actions.tsx";
import { ErrorNotice } from "../../ui/states.tsx";
import { useRefreshKnowledge } from "./knowledge-queries.ts";
import { uploadKnowledgeFile } from "./upload.ts";

/** The API's errors of a form: those at a field it shows go there, the rest in a notice. */
function errorsOf(error: unknown, fields: string[]) {
  const api = error instanceof ApiError ? error : undefined;
  const at = (path: string) => api?.fieldMessage(path);
  const placed = fields.some((path) => at(path));
  return { at, notice: error && !placed ? error : undefined };
}

interface AddDocumentProps {
  ws: string;
  folderId: string | null;
  folderName: string | undefined;
  onDone: () => void;
}

/** Adds a document with `send`; once it is added, the knowledge is read again and the form closes. */
function useAddDocument<V = void>(
  ws: string,
  onDone: () => void,
  send: (variables: V) => Promise<unknown>,
  onError?: (error: Error) => void,
) {
  const refresh = useRefreshKnowledge(ws);
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      refresh();
      onDone();
    },
    onError,
  });
}

function FolderNote({ folderName }: { folderName: string | undefined }): ReactNode {
  return (
    <Text size="sm" c="dimmed">
      Into {folderName ? <strong>{folderName}</strong> : "the root of the workspace's knowledge"}. It is indexed in the
      background: its status changes to ready when it can be searched.
    </Text>
  );
}

export function AddTextForm({ ws, folderId, folderName, onDone }: AddDocumentProps) {
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const add = useAddDocument(ws, onDone, () =>
    unwrap(
      cx.POST("/api/v1/workspaces/{workspace_id}/knowledge/text", {
        params: { path: { workspace_id: ws } },
        body: { name, text, folder_id: folderId },
      }),
    ),
  );
  const { at, notice } = errorsOf(add.error, ["/name", "/text"]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FolderNote folderName={folderName} />
        {notice ? <ErrorNotice title="Could not add the text" error={notice} /> : null}
        <TextInput
          label="Document name"
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={at("/name")}
        />
        <Textarea
          label="Text"
          autosize
          minRows={6}
          maxRows={16}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={at("/text")}
        />
        <FormActions onCancel={onDone} pending={add.isPending} submitLabel="Add text" />
      </Stack>
    </form>
  );
}

const ACCEPTED = ".txt,.md,.markdown,.html,.htm,.pdf,text/plain,text/markdown,text/html,application/pdf";

export function UploadFileForm({ ws, folderId, folderName, onDone }: AddDocumentProps) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const upload = useAddDocument(
    ws,
    onDone,
    (chosen: File) =>
      uploadKnowledgeFile(ws, chosen, { name: name.trim() || undefined, folderId }, (fraction) =>
        setProgress(fraction),
      ),
    (error) => {
      setProgress(null);
      // The upload does not go through the watched fetch: a lost session is reported here.
      if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(ME_KEY, null);
    },
  );
  const { at, notice } = errorsOf(upload.error, ["/file", "/name"]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProgress(0);
    upload.mutate(file);
  };
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FolderNote folderName={folderName} />
        <Text size="sm" c="dimmed">
          Text, Markdown, HTML or PDF, at most 10 MB.
        </Text>
        {notice ? <ErrorNotice title="Could not upload the file" error={notice} /> : null}
        <FileInput
          label="File"
          placeholder="Choose a file"
          accept={ACCEPTED}
          clearable
          clearButtonProps={{ "aria-label": "Clear the file" }}
          value={file}
          onChange={setFile}
          error={at("/file") ?? (upload.isError && !file ? "Choose a file" : undefined)}
        />
        <TextInput
          label="Document name (optional)"
          description="The file's name when left empty."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={at("/name")}
        />
        {progress !== null ? (
          <Stack gap={4}>
            <Progress value={percent} aria-label="Upload progress" animated={upload.isPending} />
            <Text size="xs" c="dimmed" aria-live="polite">
              {upload.isPending ? `Uploading… ${percent}%` : `Uploaded ${percent}%`}
            </Text>
          </Stack>
        ) : null}
        <FormActions onCancel={onDone} pending={upload.isPending} submitLabel="Upload" disabled={!file} />
      </Stack>
    </form>
  );
}

export function ImportUrlForm({ ws, folderId, folderName, onDone }: AddDocumentProps) {
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const add = useAddDocument(ws, onDone, () =>
    unwrap(
      cx.POST("/api/v1/workspaces/{workspace_id}/knowledge/url", {
        params: { path: { workspace_id: ws } },
        body: { url: url.trim(), name: name.trim() || null, folder_id: folderId },
      }),
    ),
  );
  const { at, notice } = errorsOf(add.error, ["/url", "/name"]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FolderNote folderName={folderName} />
        {notice ? <ErrorNotice title="Could not import the page" error={notice} /> : null}
        <TextInput
          label="Page URL"
          description="A public http or https page: HTML, plain text or Markdown."
          placeholder="https://example.com/help/shipping"
          type="url"
          data-autofocus
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={at("/url")}
        />
        <TextInput
          label="Document name (optional)"
          description="The page's title when left empty."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={at("/name")}
        />
        <FormActions onCancel={onDone} pending={add.isPending} submitLabel="Import" />
      </Stack>
    </form>
  );
}
