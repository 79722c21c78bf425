import type { AgentTest } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { canEdit, testAccessRole } from "../domain/access.ts";
import type { Actor } from "../domain/actor.ts";
import { isoNow } from "../domain/clock.ts";
import { newId } from "../domain/ids.ts";
import { parseTestBody } from "../domain/test-body.ts";
import type { TestContent } from "../domain/test-content.ts";
import { parentKeyOf, type TestDocument } from "../store/documents.ts";
import { placement } from "../store/entries-repository.ts";
import { accessFields, newTestDocument, testRevisionFields } from "../store/entry-documents.ts";
import type { TestingPorts } from "./ports.ts";
import { presentTest } from "./present.ts";
import { breadcrumbsUnder, parentStillExists } from "./tree.ts";

/** A stored test definition is bounded, so one test cannot make every page of its folder slow. */
export const MAX_CONTENT_BYTES = 1024 * 1024;

function contentJsonOf(content: TestContent): string {
  const json = JSON.stringify(content);
  if (Buffer.byteLength(json) > MAX_CONTENT_BYTES) {
    throw new AppError("payload_too_large", `A test definition may hold at most ${MAX_CONTENT_BYTES} bytes.`);
  }
  return json;
}

/**
 * Stores a body's definition as a new revision of `testId`, before the test is written to point at
 * it; the revision's id, time and JSON are what the test's own fields then take.
 */
async function insertRevision(
  deps: TestingPorts,
  actor: Actor,
  testId: string,
  parsed: { name: string; content: TestContent },
): Promise<{ contentJson: string; revisionId: string; now: string }> {
  const contentJson = contentJsonOf(parsed.content);
  const now = isoNow(deps.clock);
  const revisionId = newId("trv");
  await deps.revisions.insert(actor.workspaceId, {
    _id: revisionId,
    workspace_id: actor.workspaceId,
    test_id: testId,
    name: parsed.name,
    created_by: actor.userId,
    revision_created_at: now,
    content_json: contentJson,
  });
  return { contentJson, revisionId, now };
}

async function requireTest(deps: TestingPorts, actor: Actor, testId: string): Promise<TestDocument> {
  const test = await deps.entries.findTest(actor.workspaceId, testId);
  if (!test) throw AppError.notFound("test");
  return test;
}

function requireEditable(actor: Actor, test: TestDocument): void {
  if (!canEdit(testAccessRole(actor, test))) {
    throw AppError.forbidden("Only the test's creator, its editors and workspace admins may change it.", "not_editor");
  }
}

/**
 * A test's `agent_id` names an agent of the caller's workspace: another workspace's agent is
 * answered as one that does not exist (404), and so is an unknown one.
 */
async function requireAgentOfWorkspace(deps: TestingPorts, ws: string, agentId: string | null): Promise<void> {
  if (agentId === null) return;
  let existing: Set<string>;
  try {
    existing = await deps.agents.existingAgents(ws, [agentId]);
  } catch (error) {
    deps.logger.warn({ err: error }, "agents could not be checked");
    throw new AppError("unavailable", "The agents service did not answer; try again.");
  }
  if (!existing.has(agentId)) throw AppError.notFound("agent");
}

export async function createTest(deps: TestingPorts, actor: Actor, body: unknown): Promise<AgentTest> {
  const parsed = parseTestBody(body);
  const ws = actor.workspaceId;
  await requireAgentOfWorkspace(deps, ws, parsed.content.agent_id);
  const parentKey = parentKeyOf(parsed.parentFolderId ?? null);
  const breadcrumbs = await breadcrumbsUnder(deps, ws, parentKey);
  const id = newId("tst");
  // The revision first: a test never points at a revision that is not there.
  const { contentJson, revisionId, now } = await insertRevision(deps, actor, id, parsed);
  const test = newTestDocument({
    id,
    workspaceId: ws,
    name: parsed.name,
    parentKey,
    createdBy: actor.userId,
    access: parsed.access ?? [],
    content: parsed.content,
    contentJson,
    revisionId,
    now,
  });
  await deps.entries.insert(ws, test);
  // The parent may have been deleted while this was written: then the test goes too (404).
  if (!(await parentStillExists(deps, ws, parentKey))) {
    await deps.entries.delete(ws, id);
    throw AppError.notFound("parent folder");
  }
  return presentTest(test, actor, breadcrumbs);
}

export async function getTest(deps: TestingPorts, actor: Actor, testId: string): Promise<AgentTest> {
  const test = await requireTest(deps, actor, testId);
  return presentTest(test, actor, await breadcrumbsUnder(deps, actor.workspaceId, test.parent_key));
}

/**
 * Replaces the definition: a new revision becomes current and the previous ones stay. The
 * location and the sharing list are kept when the body leaves them out.
 */
export async function replaceTest(deps: TestingPorts, actor: Actor, testId: string, body: unknown): Promise<AgentTest> {
  const ws = actor.workspaceId;
  const existing = await requireTest(deps, actor, testId);
  requireEditable(actor, existing);
  const parsed = parseTestBody(body);
  await requireAgentOfWorkspace(deps, ws, parsed.content.agent_id);
  const parentKey = parsed.parentFolderId === undefined ? existing.parent_key : parentKeyOf(parsed.parentFolderId);
  const breadcrumbs = await breadcrumbsUnder(deps, ws, parentKey);
  const { contentJson, revisionId, now } = await insertRevision(deps, actor, testId, parsed);
  const set: Partial<TestDocument> = {
    ...testRevisionFields({ id: testId, name: parsed.name, content: parsed.content, contentJson, revisionId, now }),
    ...placement(ws, parentKey),
    ...(parsed.access ? accessFields(ws, parsed.access) : {}),
  };
  if (!(await deps.entries.update(ws, testId, set))) {
    await deps.revisions.discard(ws, revisionId);
    throw AppError.notFound("test");
  }
  if (parentKey !== existing.parent_key && !(await parentStillExists(deps, ws, parentKey))) {
    // The target folder was deleted meanwhile: put back what was there, unless another write
    // has replaced this revision since.
    const before = Object.fromEntries(Object.keys(set).map((key) => [key, existing[key as keyof TestDocument]]));
    await deps.entries.update(ws, testId, before, { current_revision_id: revisionId });
    throw AppError.notFound("parent folder");
  }
  return presentTest({ ...existing, ...set } as TestDocument, actor, breadcrumbs);
}

/** Revisions stay: runs that froze one keep reading it. */
export async function deleteTest(deps: TestingPorts, actor: Actor, testId: string): Promise<void> {
  const test = await requireTest(deps, actor, testId);
  requireEditable(actor, test);
  await deps.entries.delete(actor.workspaceId, testId);
}
