/**
 * "Create a test from this reply" on a conversation's agent messages: a next-reply test whose
 * history is the conversation up to that reply (part 10's `POST .../agent-tests/from-conversation`),
 * put in a chosen folder with the condition as edited, then opened.
 */
import { Button, Modal, Select, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { DialogForm } from "../../ui/dialog-form.tsx";
import { formErrors } from "../../ui/form-errors.ts";
import { type ConversationLike, transcriptSeqOf } from "./reply-seq.ts";
import type { AgentReply } from "./transcript.tsx";

/** The service's condition when none is given; shown so that it can be edited. */
const DEFAULT_CONDITION = "The agent's reply serves the user at least as well as the original reply did.";
const ROOT = "root";

/** The action to pass as the transcript's `replyActions`, and the dialog it opens. */
export function useTestFromReply(ws: string, conversation: ConversationLike | undefined) {
  const [reply, setReply] = useState<AgentReply | null>(null);
  // Only a reply that answers a user can be a next-reply test (the API refuses the others).
  const firstUserSeq = conversation?.transcript.find((t) => t.role === "user")?.seq;
  const replyActions = useCallback(
    (r: AgentReply): ReactNode => {
      const seq = conversation ? transcriptSeqOf(conversation, r.eventSeq) : null;
      if (seq === null || firstUserSeq === undefined || seq < firstUserSeq) return null;
      return (
        <Button size="compact-xs" variant="subtle" onClick={() => setReply(r)}>
          Create a test from this reply
        </Button>
      );
    },
    [conversation, firstUserSeq],
  );
  const seq = reply && conversation ? transcriptSeqOf(conversation, reply.eventSeq) : null;
  const dialog = (
    <Modal
      opened={reply !== null}
      onClose={() => setReply(null)}
      title="Create a test from this reply"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {reply && conversation ? (
        <TestFromReplyForm ws={ws} conversationId={conversation.id} seq={seq} onCancel={() => setReply(null)} />
      ) : null}
    </Modal>
  );
  return { replyActions, dialog };
}

function TestFromReplyForm({
  ws,
  conversationId,
  seq,
  onCancel,
}: {
  ws: string;
  conversationId: string;
  seq: number | null;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [folder, setFolder] = useState<string | null>(ROOT);
  const [condition, setCondition] = useState(DEFAULT_CONDITION);
  const folders = useQuery({
    queryKey: ["test-folders", ws],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agent-tests", {
          params: {
            path: { workspace_id: ws },
            query: { "types[]": ["folder"], sort_mode: "folders_first", page_size: "100" },
          },
        }),
      ),
  });
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agent-tests/from-conversation", {
          params: { path: { workspace_id: ws } },
          body: {
            conversation_id: conversationId,
            seq: seq ?? -1,
            ...(name.trim() ? { name: name.trim() } : {}),
            parent_folder_id: folder === ROOT ? null : folder,
            success_condition: condition,
          },
        }),
      ),
    onSuccess: (test) => navigate(`/w/${ws}/tests/${test.id}`),
  });
  const { at, notice } = formErrors(create.error, ["/name", "/parent_folder_id", "/success_condition"]);
  const options = [
    { value: ROOT, label: "No folder (the root)" },
    ...(folders.data?.items ?? []).map((f) => ({ value: f.id, label: f.name })),
  ];
  return (
    <DialogForm
      error={notice}
      errorTitle="Could not create the test"
      submitLabel="Create test"
      pending={create.isPending}
      onSubmit={() => create.mutate()}
      onCancel={onCancel}
    >
      <TextInput
        label="Name"
        description="Left empty, the test is named after the conversation and the reply."
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={at("/name")}
        data-autofocus
      />
      <Select
        label="Folder"
        data={options}
        value={folder}
        onChange={setFolder}
        allowDeselect={false}
        searchable
        error={folders.isError ? "Could not load the folders" : at("/parent_folder_id")}
      />
      <Textarea
        label="Success condition"
        autosize
        minRows={2}
        value={condition}
        onChange={(e) => setCondition(e.currentTarget.value)}
        error={at("/success_condition")}
      />
    </DialogForm>
  );
}
