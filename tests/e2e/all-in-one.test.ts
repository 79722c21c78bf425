import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { OPERATION_SCHEMAS, type OperationSchemaTable } from "@cx/contracts";
import { recordAnswers } from "../harness/answer-recorder.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import { ReferenceChecker } from "../reference/reference-checker.ts";
import { E2E_SUITES } from "./suites/index.ts";

let platform: RunningPlatform;
// Every answer of the suites is kept, to be checked against the API reference at the end.
const recorder = recordAnswers(() => platform?.baseUrl);
beforeAll(async () => {
  platform = await bootAllInOne();
});
afterAll(async () => {
  recorder.uninstall();
  await platform.stop();
});

describe("e2e: all-in-one shape", () => {
  for (const suite of E2E_SUITES) suite(() => platform);

  it("every answer of the suites from a described operation matches the OpenAPI document", async () => {
    const checker = new ReferenceChecker(await (await fetch(`${platform.baseUrl}/openapi.json`)).json());
    const described = new Set(
      Object.entries(OPERATION_SCHEMAS as OperationSchemaTable)
        .filter(([, entry]) => entry?.responses)
        .map(([id]) => id),
    );
    const answers = (await recorder.answers()).filter((answer) => {
      const operation = checker.operationOf(answer.method, answer.path)?.operationId;
      return operation !== undefined && described.has(operation);
    });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.flatMap((answer) => checker.problems(answer))).toEqual([]);
  });
});
