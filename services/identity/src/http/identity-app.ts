import { serviceApp } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { SERVICES } from "@cx/route-table";
import type { IdentityDeps } from "../app/deps.ts";
import { apiKeysController } from "./api-keys-controller.ts";
import { authController } from "./auth-controller.ts";
import { membersController } from "./members-controller.ts";
import { principalsController } from "./principals-controller.ts";
import { workspacesController } from "./workspaces-controller.ts";

/** The identity service's HTTP surface: its controllers, then any operation still pending. */
export function createIdentityApp(deps: IdentityDeps, internalSecret: string, logger: Logger) {
  return serviceApp(SERVICES.identity.name, logger, internalSecret, [
    authController(deps, internalSecret),
    workspacesController(deps, internalSecret),
    membersController(deps, internalSecret),
    apiKeysController(deps, internalSecret),
    principalsController(deps, internalSecret),
  ]);
}

export type IdentityApp = ReturnType<typeof createIdentityApp>;
