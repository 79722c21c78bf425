import type { ToolCallParameters, ToolMockConfig } from "@cx/contracts";
import type { FieldError } from "@cx/errors";
import { regexProblem } from "./parameter-checks.ts";

export const MAX_PARAMETER_CONDITIONS = 100;
export const MAX_MOCKED_TOOLS = 200;

/** `selected` needs the tools it selects; `all` and `none` select nothing themselves. */
export function toolMockConfigErrors(config: ToolMockConfig, base: string): FieldError[] {
  const errors: FieldError[] = [];
  const ids = config.mocked_tool_ids ?? [];
  if (config.mocking_strategy === "selected" && ids.length === 0) {
    errors.push({
      path: `${base}/mocked_tool_ids`,
      message: 'must name at least one tool when mocking_strategy is "selected"',
    });
  }
  if (ids.length > 0 && config.mocking_strategy !== "selected") {
    errors.push({ path: `${base}/mocked_tool_ids`, message: 'is only allowed with mocking_strategy "selected"' });
  }
  if (ids.length > MAX_MOCKED_TOOLS) {
    errors.push({ path: `${base}/mocked_tool_ids`, message: `must have at most ${MAX_MOCKED_TOOLS} entries` });
  }
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (id.length === 0) errors.push({ path: `${base}/mocked_tool_ids/${i}`, message: "must not be empty" });
    else if (seen.has(id)) errors.push({ path: `${base}/mocked_tool_ids/${i}`, message: "is listed twice" });
    seen.add(id);
  });
  return errors;
}

/**
 * A tool-invocation expectation must say which tool (or workflow transition) it is about; its
 * parameter paths are distinct, regular expressions compile, and "the tool must not be called"
 * cannot also constrain the parameters of that call.
 */
export function toolCallParametersErrors(parameters: ToolCallParameters, base: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!parameters.referenced_tool && !parameters.workflow_node_transition) {
    errors.push({ path: base, message: "must name a referenced_tool or a workflow_node_transition" });
  }
  if (parameters.referenced_tool && parameters.referenced_tool.id.length === 0) {
    errors.push({ path: `${base}/referenced_tool/id`, message: "must not be empty" });
  }
  const conditions = parameters.parameters ?? [];
  if (conditions.length > MAX_PARAMETER_CONDITIONS) {
    errors.push({ path: `${base}/parameters`, message: `must have at most ${MAX_PARAMETER_CONDITIONS} entries` });
  }
  if (parameters.verify_absence === true && conditions.length > 0) {
    errors.push({ path: `${base}/parameters`, message: "must be empty when verify_absence is true" });
  }
  const paths = new Set<string>();
  conditions.forEach((condition, i) => {
    const at = `${base}/parameters/${i}`;
    if (condition.path.trim().length === 0) errors.push({ path: `${at}/path`, message: "must not be blank" });
    else if (paths.has(condition.path)) errors.push({ path: `${at}/path`, message: "is constrained twice" });
    paths.add(condition.path);
    // Runs match with RE2 (linear time): lookarounds and back-references are refused here.
    if (condition.eval.type === "regex" && regexProblem(condition.eval.pattern) !== null) {
      errors.push({
        path: `${at}/eval/pattern`,
        message: "is not a valid regular expression (RE2 syntax: no lookarounds or back-references)",
      });
    }
    if (condition.eval.type === "llm" && condition.eval.description.trim().length === 0) {
      errors.push({ path: `${at}/eval/description`, message: "must not be blank" });
    }
  });
  return errors;
}
