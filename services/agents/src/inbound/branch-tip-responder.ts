import type { MessageBus, Subscription } from "@cx/bus";
import { AgentRequestTopics, type BranchTipReply, BranchTipRequest, fieldErrors } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Repositories } from "../store/repositories.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";

/**
 * Tells the testing service which version a branch's tip is, with its config, when an invocation
 * freezes the version its runs execute, and the conversations service whether a branch (or its
 * draft) its read model does not know exists at all. Another workspace's agent is answered as unknown.
 */
export function respondWithBranchTips(bus: MessageBus, repos: Repositories): Promise<Subscription> {
  return bus.respond({ topic: AgentRequestTopics.BRANCH_TIP, prefetch: 16 }, async (request) => {
    const fields = fieldErrors(BranchTipRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    const input = request.payload as BranchTipRequest;
    const ws = asWorkspaceId(input.workspace_id);
    const agent = await repos.agents.find(ws, input.agent_id);
    if (!agent) return { outcome: "agent_not_found", tip: null } satisfies BranchTipReply;
    const branch = await repos.branches.find(ws, agent._id, input.branch_id ?? agent.main_branch_id);
    // The tip is visible whatever its publish state (see `VersionState`).
    const version = branch ? await repos.versions.find(ws, agent._id, branch.tip_version_id) : null;
    if (!branch || !version) return { outcome: "branch_not_found", tip: null } satisfies BranchTipReply;
    const draft = await repos.drafts.find(ws, agent._id, branch._id);
    const reply: BranchTipReply = {
      outcome: "found",
      tip: {
        branch_id: branch._id,
        version_id: version._id,
        config: JSON.parse(version.config_json),
        has_draft: draft !== null,
      },
    };
    return reply;
  });
}
