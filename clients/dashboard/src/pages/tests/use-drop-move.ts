import { useMutation } from "@tanstack/react-query";
import { type DragEvent, useState } from "react";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { type LibraryItem, useRefreshTests } from "./test-queries.ts";

const MIME = "application/x-cx-library-item";

/**
 * Dragging a library row onto a folder row or a breadcrumb moves it there, as the move dialog
 * would; the dialog stays the way to do it with the keyboard.
 */
export function useDropMove(ws: string) {
  const refresh = useRefreshTests(ws);
  const [over, setOver] = useState<string | null | undefined>(undefined);
  const move = useMutation({
    mutationFn: ({ id, parent }: { id: string; parent: string | null }) =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agent-tests/move", {
          params: { path: { workspace_id: ws } },
          body: { entity_ids: [id], parent_folder_id: parent },
        }),
      ),
    onSettled: refresh,
  });
  return {
    over,
    error: move.error,
    start(event: DragEvent, item: LibraryItem) {
      event.dataTransfer.setData(MIME, item.id);
      event.dataTransfer.effectAllowed = "move";
    },
    /** The handlers that make an element a place to drop on: a folder's id, or null for the root. */
    target(parent: string | null) {
      return {
        onDragOver(event: DragEvent) {
          if (!event.dataTransfer.types.includes(MIME)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "move";
          setOver(parent);
        },
        onDragLeave() {
          setOver(undefined);
        },
        onDrop(event: DragEvent) {
          const id = event.dataTransfer.getData(MIME);
          setOver(undefined);
          if (!id || id === parent) return;
          event.preventDefault();
          move.mutate({ id, parent });
        },
      };
    },
  };
}
