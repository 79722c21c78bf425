import { createController, createHttpApp, implementedOperations, pendingRoutes } from "@cx/http-kit";
import { routesOf } from "@cx/route-table";
import type { TestingDeps } from "../app/deps.ts";
import { agentTestFoldersController } from "./agent-test-folders-controller.ts";
import { agentTestsController } from "./agent-tests-controller.ts";
import { testInvocationsController } from "./test-invocations-controller.ts";

/**
 * The testing service's HTTP surface: its controllers, then any operation of the route table it
 * does not implement yet, which answers 501.
 */
export function createTestingApp(deps: TestingDeps, secret: string) {
  const controllers = createController("testing-controllers")
    .use(agentTestsController(deps, secret))
    .use(agentTestFoldersController(deps, secret))
    .use(testInvocationsController(deps, secret));
  const implemented = implementedOperations(controllers, routesOf("testing"));
  return createHttpApp("testing", deps.logger, secret)
    .use(controllers)
    .use(pendingRoutes("testing", routesOf("testing"), implemented));
}
