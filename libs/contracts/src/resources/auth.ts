import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Name } from "../builders.ts";
import { WorkspaceSummary } from "./workspace.ts";

const Email = Type.String({ format: "email" });

/** Part 4.1; password bounds from the extension spec part 1. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const RegisterBody = Body({
  email: Email,
  name: Name(),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  workspace_name: Name(),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResponse = Type.Object({ status: Type.Literal("diterima") });
export type RegisterResponse = Static<typeof RegisterResponse>;

/**
 * Part 4.2. The 8..256 rule of registration is not applied: a password of another length is
 * just wrong credentials, answered 401 like any other. The upper bound stays so that nobody makes
 * the server hash megabytes.
 */
export const LoginBody = Body({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ status: Type.Literal("masuk") });
export type LoginResponse = Static<typeof LoginResponse>;

export const User = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  created_at: DateTime(),
});
export type User = Static<typeof User>;

/** `GET /auth/me` (extension spec part 1). */
export const MeResponse = Type.Object({
  user: User,
  workspaces: Type.Array(WorkspaceSummary),
});
export type MeResponse = Static<typeof MeResponse>;
