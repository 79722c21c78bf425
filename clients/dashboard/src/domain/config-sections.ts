/** Where the draft editor shows each part of the configuration. */

/** The form's section that holds a field the API named (`/config/agent/prompt/rag/enabled`). */
export function sectionOf(pointer: string): string | undefined {
  const path = pointer.replace(/^\/config\//, "");
  if (/^agent\/prompt\/(tool_ids|built_in_tools)(\/|$)/.test(path)) return "tools";
  if (/^agent\/prompt\/knowledge_base(\/|$)/.test(path)) return "knowledge";
  if (/^agent\/prompt\/rag(\/|$)/.test(path)) return "rag";
  if (/^agent(\/|$)/.test(path)) return "agent";
  if (/^conversation(\/|$)/.test(path)) return "conversation";
  if (/^guardrails(\/|$)/.test(path)) return "guardrails";
  if (/^platform_settings\/testing(\/|$)/.test(path)) return "tests";
  if (/^platform_settings(\/|$)/.test(path)) return "analysis";
  return undefined;
}
