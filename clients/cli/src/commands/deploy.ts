/**
 * `cx deploy` and `cx deployments history`. A deployment the gate refuses prints each refused
 * branch with its reason and exits 1, like a failed test run: a pipeline stops there.
 */
import type { Command } from "../args.ts";
import { ApiError, EXIT, UsageError } from "../errors.ts";
import type { Platform } from "../platform.ts";
import type { Output } from "../progress.ts";
import type { Branch, DeploymentHistoryEntry, RefusedBranch } from "../shapes.ts";
import { percent, table } from "../table.ts";

type Deploy = Extract<Command, { name: "deploy" }>;
type DeploymentsHistory = Extract<Command, { name: "deployments history" }>;

/** A branch by id, or else by name (`main`, `experiment`). */
function branchNamed(branches: Branch[], agentId: string, key: string): Branch {
  const found = branches.find((b) => b.id === key) ?? branches.find((b) => b.name === key);
  if (!found) throw new UsageError(`Agent ${agentId} has no branch ${key}`);
  return found;
}

function refusalText(branch: RefusedBranch, names: Map<string, string>): string {
  const name = names.get(branch.branch_id) ?? branch.branch_id;
  const head = `  ${name} (${branch.branch_id}, version ${branch.version_id}): `;
  if (branch.reason === "no_attached_tests") return `${head}no tests are attached to its tip version`;
  if (branch.reason === "not_tested")
    return `${head}no completed invocation of this version ran every attached test enough times`;
  const failing = (branch.failing_tests ?? []).map((t) => `${t.test_id} passed ${percent(t.pass_rate)}`).join(", ");
  return `${head}tests fell short in invocation ${branch.invocation_id ?? "?"}: ${failing}`;
}

export async function deploy(platform: Platform, command: Deploy, io: { stdout: Output; stderr: Output }) {
  const branches = await platform.listBranches(command.agentId);
  const names = new Map(branches.map((b) => [b.id, b.name] as const));
  const wanted = command.split.map((entry) => ({
    branch_id: branchNamed(branches, command.agentId, entry.branch).id,
    percentage: entry.percentage,
  }));
  try {
    const answer = await platform.deploy(command.agentId, wanted, command.force);
    if (command.json) io.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
    else {
      const split = answer.distribution.map((d) => `${names.get(d.branch_id) ?? d.branch_id} ${d.percentage}%`);
      io.stdout.write(
        `${answer.changed ? "Deployed" : "Already deployed"} ${answer.deployment_id}: ${split.join(", ")}\n`,
      );
    }
    return EXIT.passed;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "deployment_tests_required") throw error;
    const refused = ((error.details as { branches?: RefusedBranch[] } | undefined)?.branches ?? []) as RefusedBranch[];
    if (command.json) io.stdout.write(`${JSON.stringify({ refused }, null, 2)}\n`);
    io.stderr.write(
      `The deployment gate refused ${refused.length} branch(es):\n${refused.map((b) => refusalText(b, names)).join("\n")}\n` +
        "Run their attached tests (cx test run --attached) or, as an owner, deploy anyway with --force.\n",
    );
    return EXIT.failed;
  }
}

function who(entry: DeploymentHistoryEntry): string {
  return entry.created_by.type === "system" ? "platform" : (entry.created_by.id ?? "-");
}

export async function deploymentsHistory(platform: Platform, command: DeploymentsHistory, stdout: Output) {
  const entries = await platform.deploymentHistory(command.agentId, command.limit);
  if (command.json) {
    stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
    return EXIT.passed;
  }
  if (entries.length === 0) {
    stdout.write("No deployments.\n");
    return EXIT.passed;
  }
  const names = new Map((await platform.listBranches(command.agentId)).map((b) => [b.id, b.name] as const));
  const name = (id: string) => names.get(id) ?? id;
  const rows = entries.map((entry) => [
    entry.created_at,
    entry.deployment_id,
    entry.reason + (entry.forced ? " (forced)" : ""),
    who(entry),
    entry.distribution.map((d) => `${name(d.branch_id)} ${d.percentage}%`).join(", "),
    entry.rollback
      ? `${name(entry.rollback.branch_id)} → ${name(entry.rollback.to_branch_id)}: ${percent(entry.rollback.failure_rate)} of ${entry.rollback.conversations} failed`
      : entry.evidence.map((e) => `${name(e.branch_id)}: ${e.invocation_id}`).join(", "),
  ]);
  stdout.write(`${table([["WHEN", "DEPLOYMENT", "REASON", "BY", "SPLIT", "EVIDENCE / ROLLBACK"], ...rows])}\n`);
  return EXIT.passed;
}
