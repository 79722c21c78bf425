import { Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { isAdmin, useWorkspace } from "../../layout/workspace-context.ts";
import { PageTitle } from "../../ui/page-title.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { usePagedQuery } from "../../ui/paged-query.ts";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { EmptyState } from "../../ui/states.tsx";
import { DeleteTool } from "./delete-tool.tsx";
import type { Tool } from "./tool-draft.ts";
import { ToolForm, toolsKey } from "./tool-form.tsx";

type Dialog = { kind: "create" } | { kind: "edit"; tool: Tool } | { kind: "delete"; tool: Tool } | null;

/** `/w/{ws}/tools`: the workspace's tools a page at a time; admins create, edit and delete them. */
export function ToolsPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const admin = isAdmin(workspace.role);
  const phone = useMediaQuery("(max-width: 36em)");
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const tools = usePagedQuery({
    queryKey: toolsKey(ws),
    readPage: (query) =>
      unwrap(cx.GET("/api/v1/workspaces/{workspace_id}/tools", { params: { path: { workspace_id: ws }, query } })),
  });
  return (
    <Stack>
      <PageTitle
        title="Tools"
        actions={admin ? <Button onClick={() => setDialog({ kind: "create" })}>Create tool</Button> : null}
      />
      {admin ? null : (
        <Text size="sm" c="dimmed">
          Only admins of the workspace can create, edit or delete tools.
        </Text>
      )}
      <PagedList
        query={tools}
        what="tools"
        empty={
          <EmptyState title="No tools yet">
            Tools let agents look things up and act: a webhook the platform calls, or a call your client answers.
          </EmptyState>
        }
      >
        <RecordTable
          label="Tools"
          columns={[
            { title: "Tool" },
            { title: "Updated", w: 170, visibleFrom: "sm" },
            ...(admin ? [{ title: <VisuallyHidden>Actions</VisuallyHidden>, w: phone ? 96 : 170 }] : []),
          ]}
        >
          {(tools.data ?? []).map((tool) => (
            <Table.Tr key={tool.id}>
              <Table.Td style={{ wordBreak: "break-word" }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} ff="monospace" size="sm">
                    {tool.name}
                  </Text>
                  <Badge variant="light" color={tool.type === "webhook" ? "indigo" : "gray"}>
                    {tool.type}
                  </Badge>
                </Group>
                {tool.description ? (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {tool.description}
                  </Text>
                ) : null}
                {tool.webhook ? (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {tool.webhook.method} {tool.webhook.url}
                  </Text>
                ) : null}
              </Table.Td>
              <TimeCell value={tool.updated_at} visibleFrom="sm" />
              {admin ? (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="wrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit tool ${tool.name}`}
                      onClick={() => setDialog({ kind: "edit", tool })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Delete tool ${tool.name}`}
                      onClick={() => setDialog({ kind: "delete", tool })}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </RecordTable>
      </PagedList>
      <Modal
        opened={dialog?.kind === "create" || dialog?.kind === "edit"}
        onClose={close}
        title={dialog?.kind === "edit" ? `Edit tool ${dialog.tool.name}` : "Create a tool"}
        size="lg"
        fullScreen={Boolean(phone)}
        transitionProps={{ duration: 0 }}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {dialog?.kind === "create" ? <ToolForm ws={ws} onDone={close} /> : null}
        {dialog?.kind === "edit" ? <ToolForm key={dialog.tool.id} ws={ws} tool={dialog.tool} onDone={close} /> : null}
      </Modal>
      <Modal
        opened={dialog?.kind === "delete"}
        onClose={close}
        title="Delete the tool"
        transitionProps={{ duration: 0 }}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {dialog?.kind === "delete" ? (
          <DeleteTool key={dialog.tool.id} ws={ws} tool={dialog.tool} onDone={close} />
        ) : null}
      </Modal>
    </Stack>
  );
}
