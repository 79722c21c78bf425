/**
 * Checks real answers against the OpenAPI document: the operation is found from the method and
 * path, the status must be one the document lists for it, and the body must validate against the
 * document's schema for that status (JSON Schema 2020-12, as OpenAPI 3.1 uses, formats included).
 */
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { RecordedAnswer } from "../harness/answer-recorder.ts";

// biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON.
type Json = any;

const DOCUMENT_ID = "openapi.json";

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
}

interface Matcher {
  pattern: RegExp;
  template: string;
  params: number;
}

export class ReferenceChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly matchers: Matcher[];

  constructor(private readonly document: Json) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, DOCUMENT_ID);
    this.matchers = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      // A literal segment wins over a parameter (`/knowledge/folders/{id}` over `/knowledge/{id}`).
      .sort((a, b) => a.params - b.params);
  }

  /** The operation a request reaches, with its path template, or undefined. */
  operationOf(method: string, path: string): { operationId: string; template: string } | undefined {
    for (const matcher of this.matchers) {
      if (!matcher.pattern.test(path)) continue;
      const operation = this.document.paths[matcher.template][method.toLowerCase()];
      if (operation) return { operationId: operation.operationId, template: matcher.template };
    }
    return undefined;
  }

  /** What is wrong with `answer` according to the document; empty when it agrees. */
  problems(answer: RecordedAnswer): string[] {
    const found = this.operationOf(answer.method, answer.path);
    const where = `${answer.method} ${answer.path} → ${answer.status}`;
    if (!found) return [`${where}: no operation of the document`];
    const method = answer.method.toLowerCase();
    const responses = this.document.paths[found.template][method].responses;
    const key = [String(answer.status), `${String(answer.status)[0]}XX`, "default"].find((k) => k in responses);
    if (!key) return [`${where}: ${found.operationId} does not document status ${answer.status}`];
    const content = responses[key].content?.["application/json"];
    if (!content) {
      return answer.text === "" ? [] : [`${where}: ${found.operationId} documents no body, got ${answer.text}`];
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`${where}: the body is not JSON: ${answer.text.slice(0, 200)}`];
    }
    const validate = this.ajv.getSchema(
      `${DOCUMENT_ID}#/${pointer("paths", found.template, method, "responses", key, "content", "application/json", "schema")}`,
    );
    if (!validate) return [`${where}: the document's schema could not be compiled`];
    if (validate(body)) return [];
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ");
    return [
      `${where}: ${found.operationId} answered a body the document refuses (${errors}): ${answer.text.slice(0, 300)}`,
    ];
  }
}
