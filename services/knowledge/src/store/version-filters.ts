import type { Filter } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";

/**
 * Filters for a document's records of every index version but `keep` (of all of them when
 * `keep` is null), for collections indexed on `workspace_id, document_id, version`. Versions are
 * strings, so "below or above `keep`" is `$ne` that the index answers as two ranges: the records
 * kept, a whole text or every chunk of a large document, are never read.
 */
export function otherVersionFilters(workspaceId: WorkspaceId, documentId: string, keep: string | null): Filter[] {
  const document = { workspace_id: workspaceId, document_id: documentId };
  if (keep === null) return [document];
  return [
    { ...document, version: { $lt: keep } },
    { ...document, version: { $gt: keep } },
  ];
}
