declare const workspaceBrand: unique symbol;

/**
 * A workspace id that came from a verified caller (or from a tenant-scoped event). Every
 * repository method takes one as its first argument and puts it in every filter, so a query that
 * forgot the tenant does not type-check.
 */
export type WorkspaceId = string & { readonly [workspaceBrand]: true };

export function asWorkspaceId(id: string): WorkspaceId {
  return id as WorkspaceId;
}
