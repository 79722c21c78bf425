import { serviceApp } from "@cx/http-kit";
import { SERVICES } from "@cx/route-table";
import type { TestingPorts } from "../app/ports.ts";
import { agentTestFoldersController } from "./agent-test-folders-controller.ts";
import { agentTestsController } from "./agent-tests-controller.ts";
import { testHistoryController } from "./test-history-controller.ts";
import { testInvocationsController } from "./test-invocations-controller.ts";

/**
 * The testing service's HTTP surface: its controllers, then any operation of the route table it
 * does not implement yet, which answers 501.
 */
export function createTestingApp(deps: TestingPorts, secret: string) {
  return serviceApp(SERVICES.testing.name, deps.logger, secret, [
    agentTestsController(deps, secret),
    agentTestFoldersController(deps, secret),
    testInvocationsController(deps, secret),
    testHistoryController(deps, secret),
  ]);
}
