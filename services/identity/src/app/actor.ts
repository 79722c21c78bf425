import type { UserId } from "../domain/ids.ts";
import type { Role } from "../domain/roles.ts";

/**
 * Who is acting, with their role in the workspace of the path (from the signed caller). Its own
 * module, so that use cases that call each other never import each other for it.
 */
export interface Actor {
  userId: UserId;
  role: Role;
}
