import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Described, Name } from "../builders.ts";
import { WorkspaceSummary } from "./workspace.ts";

function Email(description: string) {
  return Type.String({ format: "email", description });
}

/** Part 4.1; password bounds from the extension spec part 1. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const RegisterBody = Body(
  {
    email: Email("The new user's email; compared case-insensitively after trimming."),
    name: Name({ description: "The new user's name." }),
    password: Type.String({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; stored only as a slow salted hash.`,
    }),
    workspace_name: Name({ description: "The name of the workspace created with the account, which the user owns." }),
  },
  {
    examples: [
      { email: "rina@example.com", name: "Rina Wijaya", password: "correct horse battery", workspace_name: "Acme" },
    ],
  },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResponse = Type.Object(
  {
    status: Type.Literal("diterima", {
      description: "Always `diterima`, whether or not the email was already registered.",
    }),
  },
  { examples: [{ status: "diterima" }] },
);
export type RegisterResponse = Static<typeof RegisterResponse>;

/**
 * Part 4.2. The 8..256 rule of registration is not applied: a password of another length is
 * just wrong credentials, answered 401 like any other. The upper bound stays so that nobody makes
 * the server hash megabytes.
 */
export const LoginBody = Body(
  {
    email: Email("The account's email."),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: "The account's password." }),
    remember: Type.Optional(
      Type.Boolean({
        description:
          "With `true` the cookie and the session last 30 days; otherwise the cookie lasts the browser session and the session 12 hours.",
      }),
    ),
  },
  { examples: [{ email: "rina@example.com", password: "correct horse battery", remember: true }] },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object(
  { status: Type.Literal("masuk", { description: "Always `masuk`; the session cookie comes with it." }) },
  { examples: [{ status: "masuk" }] },
);
export type LoginResponse = Static<typeof LoginResponse>;

export const User = Type.Object({
  id: Type.String({ description: "The user's id (`usr_...`)." }),
  email: Type.String({ description: "The user's email." }),
  name: Type.String({ description: "The user's name." }),
  created_at: DateTime({ description: "When the user registered." }),
});
export type User = Static<typeof User>;

/** `GET /auth/me` (extension spec part 1). */
export const MeResponse = Type.Object({
  user: Described(User, "The signed-in user."),
  workspaces: Type.Array(WorkspaceSummary, { description: "The workspaces the user is a member of, with their role." }),
});
export type MeResponse = Static<typeof MeResponse>;
