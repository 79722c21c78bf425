import { describe, expect, it } from "bun:test";
import { canEdit, folderAccessRole, testAccessRole } from "./access.ts";
import type { Actor } from "./actor.ts";
import { asWorkspaceId } from "./ids.ts";

const ws = asWorkspaceId("ws_1");
const member = (userId: string): Actor => ({ userId, workspaceId: ws, role: "member" });

describe("access roles", () => {
  const test = {
    created_by: "usr_creator",
    access: [
      { role: "editor" as const, user_id: "usr_editor" },
      { role: "viewer" as const, user_id: "usr_viewer" },
    ],
  };

  it("ranks admin over creator over the access list", () => {
    expect(testAccessRole({ userId: "usr_creator", workspaceId: ws, role: "owner" }, test)).toBe("admin");
    expect(testAccessRole({ userId: "usr_x", workspaceId: ws, role: "admin" }, test)).toBe("admin");
    expect(testAccessRole(member("usr_creator"), test)).toBe("creator");
    expect(testAccessRole(member("usr_editor"), test)).toBe("editor");
    expect(testAccessRole(member("usr_viewer"), test)).toBe("viewer");
    expect(testAccessRole(member("usr_stranger"), test)).toBe("viewer");
  });

  it("lets only admin, creator and editor edit", () => {
    expect(canEdit("admin")).toBe(true);
    expect(canEdit("creator")).toBe(true);
    expect(canEdit("editor")).toBe(true);
    expect(canEdit("viewer")).toBe(false);
  });

  it("gives folders to their creator and the admins", () => {
    expect(folderAccessRole(member("usr_a"), { created_by: "usr_a" })).toBe("creator");
    expect(folderAccessRole(member("usr_b"), { created_by: "usr_a" })).toBe("viewer");
    expect(folderAccessRole({ userId: "usr_b", workspaceId: ws, role: "admin" }, { created_by: "usr_a" })).toBe(
      "admin",
    );
  });
});
