import { createController, guard, routeGuard } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { pathOf } from "@cx/route-table";
import { type ConversationDeps, nowOf } from "../app/deps.ts";
import { endByRequest } from "../app/end.ts";
import { detailOf } from "../app/present.ts";
import { getConversation, listConversations } from "../app/queries.ts";
import { removeConversation } from "../app/remove.ts";
import { rerunAnalysis } from "../app/rerun.ts";
import { startConversation } from "../app/start.ts";
import { beginTurn } from "../app/turns.ts";
import { eventStream, wantsEventStream } from "./sse.ts";

/** Conversations (extension spec part 4, part 4.6): the route table's rules through the guard. */
export function conversationsController(deps: ConversationDeps, secret: string, logger: Logger) {
  return createController("conversations")
    .use(routeGuard(secret))
    .post(
      pathOf("startConversation"),
      async ({ actor, params, body, set }) => {
        const detail = await startConversation(deps, actor.workspaceId, params.agent_id, body);
        set.status = 201;
        return detail;
      },
      guard("startConversation"),
    )
    .get(
      pathOf("listConversations"),
      ({ actor, query }) => listConversations(deps, actor.workspaceId, query),
      guard("listConversations"),
    )
    .get(
      pathOf("getConversation"),
      ({ actor, params }) => getConversation(deps, actor.workspaceId, params.conversation_id),
      guard("getConversation"),
    )
    .delete(
      pathOf("deleteConversation"),
      async ({ actor, params, set }) => {
        await removeConversation(deps, actor.workspaceId, params.conversation_id);
        set.status = 204;
      },
      guard("deleteConversation"),
    )
    .post(
      pathOf("sendMessage"),
      async ({ actor, params, body, request }) => {
        // Everything a client can get wrong is answered before a stream begins.
        const turn = await beginTurn(deps, actor.workspaceId, params.conversation_id, body);
        if (wantsEventStream(request)) return eventStream((onDelta) => turn.complete(onDelta), logger);
        return turn.complete();
      },
      guard("sendMessage"),
    )
    .post(
      pathOf("endConversation"),
      async ({ actor, params }) =>
        detailOf(await endByRequest(deps, actor.workspaceId, params.conversation_id), nowOf(deps)),
      guard("endConversation"),
    )
    .post(
      pathOf("runConversationAnalysis"),
      ({ actor, params }) => rerunAnalysis(deps, actor.workspaceId, params.conversation_id),
      guard("runConversationAnalysis"),
    );
}
