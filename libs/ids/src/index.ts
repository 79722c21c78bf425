export { asWorkspaceId, newId, type WorkspaceId } from "./ids.ts";
