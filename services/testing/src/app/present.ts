import type { AgentTest, AgentTestFolder, Breadcrumb } from "@cx/contracts";
import { testAccessRole } from "../domain/access.ts";
import type { Actor } from "../domain/actor.ts";
import type { TestContent } from "../domain/test-content.ts";
import { type EntryDocument, type FolderDocument, parentFolderIdOf, type TestDocument } from "../store/documents.ts";

/** Part 2.2. */
export function presentFolder(folder: FolderDocument, breadcrumbs: Breadcrumb[]): AgentTestFolder {
  return {
    id: folder._id,
    name: folder.name,
    entity_type: "folder",
    parent_folder_id: parentFolderIdOf(folder),
    created_by: folder.created_by,
    created_at: folder.created_at,
    updated_at: folder.updated_at,
    breadcrumbs,
  };
}

/** Part 2.3 with every field of every kind, and the caller's `access_role`. */
export function presentTest(test: TestDocument, actor: Actor, breadcrumbs: Breadcrumb[]): AgentTest {
  const content = JSON.parse(test.content_json) as TestContent;
  return {
    id: test._id,
    name: test.name,
    entity_type: "test",
    type: content.type,
    parent_folder_id: parentFolderIdOf(test),
    created_by: test.created_by,
    created_at: test.created_at,
    updated_at: test.updated_at,
    breadcrumbs,
    agent_id: content.agent_id,
    access: test.access.map((entry) => ({ role: entry.role, user_id: entry.user_id })),
    access_role: testAccessRole(actor, test),
    chat_history: content.chat_history,
    conversation_initiation_source: content.conversation_initiation_source,
    current_revision_id: test.current_revision_id,
    revision_created_at: test.revision_created_at,
    dynamic_variables: content.dynamic_variables,
    evaluation_model: content.evaluation_model,
    simulated_user_model: content.simulated_user_model,
    simulation_max_turns: content.simulation_max_turns,
    simulation_scenario: content.simulation_scenario,
    success_conditions: content.success_conditions,
    success_condition: content.success_condition,
    success_examples: content.success_examples,
    failure_examples: content.failure_examples,
    check_any_tool_matches: content.check_any_tool_matches,
    tool_mock_overrides: content.tool_mock_overrides,
    tool_mock_config: content.tool_mock_config,
    from_conversation_metadata: content.from_conversation_metadata,
    tool_call_parameters: content.tool_call_parameters,
  };
}

export function presentEntry(
  entry: EntryDocument,
  actor: Actor,
  breadcrumbs: Breadcrumb[],
): AgentTest | AgentTestFolder {
  return entry.entity_type === "folder" ? presentFolder(entry, breadcrumbs) : presentTest(entry, actor, breadcrumbs);
}
