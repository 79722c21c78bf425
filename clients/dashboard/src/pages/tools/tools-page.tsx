import { Badge, Button, Group, Modal, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { isAdmin, useWorkspace } from "../../layout/workspace-context.ts";
import { ListStates } from "../../ui/list-states.tsx";
import { LocalTime } from "../../ui/local-time.tsx";
import { EmptyState, LoadMore } from "../../ui/states.tsx";
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
  const tools = useInfiniteQuery({
    queryKey: toolsKey(ws),
    queryFn: ({ pageParam }) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/tools", {
          params: { path: { workspace_id: ws }, query: pageParam ? { cursor: pageParam } : {} },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.has_more && page.next_cursor ? page.next_cursor : undefined),
  });
  const all = tools.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Tools
        </Title>
        {admin ? <Button onClick={() => setDialog({ kind: "create" })}>Create tool</Button> : null}
      </Group>
      {admin ? null : (
        <Text size="sm" c="dimmed">
          Only admins of the workspace can create, edit or delete tools.
        </Text>
      )}
      <ListStates
        query={tools}
        loading="Loading tools"
        errorTitle="Could not load the tools"
        empty={
          all.length === 0 ? (
            <EmptyState title="No tools yet">
              Tools let agents look things up and act: a webhook the platform calls, or a call your client answers.
            </EmptyState>
          ) : null
        }
      >
        <Table striped aria-label="Tools" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tool</Table.Th>
              <Table.Th w={170} visibleFrom="sm">
                Updated
              </Table.Th>
              {admin ? (
                <Table.Th w={phone ? 96 : 170}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {all.map((tool) => (
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
                <Table.Td visibleFrom="sm">
                  <Text size="sm" c="dimmed">
                    <LocalTime value={tool.updated_at} />
                  </Text>
                </Table.Td>
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
          </Table.Tbody>
        </Table>
      </ListStates>
      <LoadMore
        what="tools"
        hasMore={Boolean(tools.hasNextPage)}
        loading={tools.isFetchingNextPage}
        onLoad={() => tools.fetchNextPage()}
      />
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
