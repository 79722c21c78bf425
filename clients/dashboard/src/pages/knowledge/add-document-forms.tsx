import { FileInput, Progress, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ME_KEY } from "../../auth/session.tsx";
import { DialogForm } from "../../ui/dialog-form.tsx";
import { formErrors } from "../../ui/form-errors.ts";
import { useRefreshKnowledge } from "./knowledge-queries.ts";
import { uploadKnowledgeFile } from "./upload.ts";

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

function FolderNote({ folderName }: { folderName: string | undefined }) {
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
  const { at, notice } = formErrors(add.error, ["/name", "/text"]);
  return (
    <DialogForm
      intro={<FolderNote folderName={folderName} />}
      error={notice}
      errorTitle="Could not add the text"
      submitLabel="Add text"
      pending={add.isPending}
      onSubmit={() => add.mutate()}
      onCancel={onDone}
    >
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
    </DialogForm>
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
  const { at, notice } = formErrors(upload.error, ["/file", "/name"]);
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <DialogForm
      intro={
        <>
          <FolderNote folderName={folderName} />
          <Text size="sm" c="dimmed">
            Text, Markdown, HTML or PDF, at most 10 MB.
          </Text>
        </>
      }
      error={notice}
      errorTitle="Could not upload the file"
      submitLabel="Upload"
      pending={upload.isPending}
      disabled={!file}
      onSubmit={() => {
        if (!file) return;
        setProgress(0);
        upload.mutate(file);
      }}
      onCancel={onDone}
    >
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
    </DialogForm>
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
  const { at, notice } = formErrors(add.error, ["/url", "/name"]);
  return (
    <DialogForm
      intro={<FolderNote folderName={folderName} />}
      error={notice}
      errorTitle="Could not import the page"
      submitLabel="Import"
      pending={add.isPending}
      onSubmit={() => add.mutate()}
      onCancel={onDone}
    >
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
    </DialogForm>
  );
}
