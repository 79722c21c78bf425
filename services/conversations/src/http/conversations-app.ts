import { serviceApp } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { SERVICES } from "@cx/route-table";
import type { ConversationDeps } from "../app/deps.ts";
import { conversationsController } from "./conversations-controller.ts";

/** The conversations service's HTTP surface: its controllers, then any operation still pending. */
export function createConversationsApp(deps: ConversationDeps, logger: Logger, secret: string) {
  return serviceApp(SERVICES.conversations.name, logger, secret, [conversationsController(deps, secret, logger)]);
}
