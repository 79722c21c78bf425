import { Alert, Anchor, Button, List, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { DialogActions } from "../../ui/form-actions.tsx";
import { ErrorNotice } from "../../ui/states.tsx";
import type { Tool } from "./tool-draft.ts";
import { toolsKey } from "./tool-form.tsx";

interface ToolUser {
  agent_id: string;
  branch_id: string;
  in_tip?: boolean;
  in_draft?: boolean;
}

function usersOf(error: ApiError): ToolUser[] {
  const users = error.details.used_by;
  return Array.isArray(users)
    ? users.filter((u): u is ToolUser => typeof u === "object" && u !== null && typeof u.agent_id === "string")
    : [];
}

/**
 * Delete a tool after confirmation. While agents name it the API answers 409 `tool_in_use`: the
 * dialog says which branches, and deleting anyway (`?force=true`) is a second, explicit choice.
 */
export function DeleteTool({ ws, tool, onDone }: { ws: string; tool: Tool; onDone: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (force: boolean) =>
      unwrap(
        cx.DELETE("/api/v1/workspaces/{workspace_id}/tools/{tool_id}", {
          params: { path: { workspace_id: ws, tool_id: tool.id }, query: force ? { force: "true" } : {} },
        }),
      ),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: toolsKey(ws) });
      onDone();
    },
  });
  const inUse = remove.error instanceof ApiError && remove.error.code === "tool_in_use" ? remove.error : undefined;
  return (
    <Stack>
      {inUse ? (
        <Alert color="yellow" title="Agents still use this tool" role="alert">
          <Stack gap="xs">
            <Text size="sm">{inUse.message}</Text>
            <Text size="sm">
              Deleting it anyway leaves these branches naming a tool that no longer exists: runs report it unavailable
              and conversations get an error result when the model calls it.
            </Text>
            <List size="sm">
              {usersOf(inUse).map((user) => (
                <List.Item key={user.branch_id}>
                  <Anchor component={Link} to={`/w/${ws}/agents/${user.agent_id}?branch=${user.branch_id}`}>
                    <AgentName ws={ws} agentId={user.agent_id} />
                  </Anchor>{" "}
                  (
                  {[user.in_tip ? "published version" : "", user.in_draft ? "draft" : ""].filter(Boolean).join(" and ")}
                  )
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : remove.error ? (
        <ErrorNotice title="Could not delete the tool" error={remove.error} />
      ) : (
        <Text>
          Delete the tool <strong>{tool.name}</strong>? Agents that name it can no longer call it.
        </Text>
      )}
      <DialogActions onCancel={onDone}>
        {inUse ? (
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(true)}>
            Delete anyway
          </Button>
        ) : (
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(false)}>
            Delete
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}

/** An agent's name where the API only named its id (the id until the name is read). */
function AgentName({ ws, agentId }: { ws: string; agentId: string }) {
  const agent = useQuery({
    queryKey: ["agent-name", ws, agentId],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}", {
          params: { path: { workspace_id: ws, agent_id: agentId } },
        }),
      ),
    retry: false,
  });
  return <>{agent.data?.name ?? agentId}</>;
}
