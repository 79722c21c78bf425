export { asWorkspaceId, type WorkspaceId } from "@cx/ids";
