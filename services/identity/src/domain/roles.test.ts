import { describe, expect, it } from "bun:test";
import { AppError } from "@cx/errors";
import {
  assertMayChangeRole,
  assertMayGrant,
  assertMayIssueKey,
  assertMayRemove,
  atLeast,
  effectiveKeyRole,
  type Role,
} from "./roles.ts";

function codeOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe("role hierarchy", () => {
  it("ranks owner above admin above member", () => {
    expect(atLeast("owner", "admin")).toBe(true);
    expect(atLeast("admin", "admin")).toBe(true);
    expect(atLeast("member", "admin")).toBe(false);
    expect(atLeast("admin", "owner")).toBe(false);
  });
});

describe("granting a role to a new member", () => {
  const cases: [Role, Role, string | null][] = [
    ["owner", "owner", null],
    ["owner", "admin", null],
    ["owner", "member", null],
    ["admin", "admin", null],
    ["admin", "member", null],
    ["admin", "owner", "forbidden"],
    ["member", "member", "forbidden"],
  ];
  for (const [actor, role, expected] of cases) {
    it(`${actor} granting ${role}: ${expected ?? "allowed"}`, () => {
      expect(codeOf(() => assertMayGrant(actor, role))).toBe(expected);
    });
  }
});

describe("changing a role", () => {
  it("lets an admin move a member to admin and back", () => {
    expect(
      codeOf(() => assertMayChangeRole({ actor: "admin", current: "member", next: "admin", ownerCount: 1 })),
    ).toBeNull();
    expect(
      codeOf(() => assertMayChangeRole({ actor: "admin", current: "admin", next: "member", ownerCount: 1 })),
    ).toBeNull();
  });

  it("keeps the owner role to owners", () => {
    expect(codeOf(() => assertMayChangeRole({ actor: "admin", current: "member", next: "owner", ownerCount: 1 }))).toBe(
      "forbidden",
    );
    expect(codeOf(() => assertMayChangeRole({ actor: "admin", current: "owner", next: "member", ownerCount: 3 }))).toBe(
      "forbidden",
    );
    expect(
      codeOf(() => assertMayChangeRole({ actor: "owner", current: "admin", next: "owner", ownerCount: 1 })),
    ).toBeNull();
  });

  it("refuses to demote the last owner, even by themselves", () => {
    expect(codeOf(() => assertMayChangeRole({ actor: "owner", current: "owner", next: "admin", ownerCount: 1 }))).toBe(
      "last_owner",
    );
    expect(
      codeOf(() => assertMayChangeRole({ actor: "owner", current: "owner", next: "admin", ownerCount: 2 })),
    ).toBeNull();
  });

  it("answers an admin trying to demote the last owner with forbidden, not last_owner", () => {
    expect(codeOf(() => assertMayChangeRole({ actor: "admin", current: "owner", next: "admin", ownerCount: 1 }))).toBe(
      "forbidden",
    );
  });

  it("lets nobody below admin change roles", () => {
    expect(
      codeOf(() => assertMayChangeRole({ actor: "member", current: "member", next: "member", ownerCount: 1 })),
    ).toBe("forbidden");
  });
});

describe("removing a member", () => {
  it("lets an admin remove members and admins but not owners", () => {
    expect(codeOf(() => assertMayRemove({ actor: "admin", current: "member", ownerCount: 1 }))).toBeNull();
    expect(codeOf(() => assertMayRemove({ actor: "admin", current: "admin", ownerCount: 1 }))).toBeNull();
    expect(codeOf(() => assertMayRemove({ actor: "admin", current: "owner", ownerCount: 2 }))).toBe("forbidden");
  });

  it("refuses to remove the last owner", () => {
    expect(codeOf(() => assertMayRemove({ actor: "owner", current: "owner", ownerCount: 1 }))).toBe("last_owner");
    expect(codeOf(() => assertMayRemove({ actor: "owner", current: "owner", ownerCount: 2 }))).toBeNull();
  });
});

describe("API key roles", () => {
  it("never issues a key above the creator's role", () => {
    expect(codeOf(() => assertMayIssueKey("admin", "admin"))).toBeNull();
    expect(codeOf(() => assertMayIssueKey("owner", "admin"))).toBeNull();
    expect(codeOf(() => assertMayIssueKey("member", "admin"))).toBe("forbidden");
  });

  it("caps a key's role by its creator's current role", () => {
    expect(effectiveKeyRole("admin", "owner")).toBe("admin");
    expect(effectiveKeyRole("admin", "member")).toBe("member");
    expect(effectiveKeyRole("member", "admin")).toBe("member");
  });
});
