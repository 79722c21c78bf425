/**
 * A workspace's repository writes only that workspace's documents: every write names the
 * workspace it is made for, and a document that belongs to another one is a bug in the caller,
 * refused before anything is stored.
 */
export function requireTenant(workspaceId: string, documentWorkspaceId: string): void {
  if (documentWorkspaceId !== workspaceId) throw new Error("a document of another workspace was about to be written");
}
