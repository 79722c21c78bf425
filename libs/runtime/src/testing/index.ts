/**
 * `@cx/runtime/testing`: the one test harness of the services. A test starts its service's
 * target through the module graph (`startService`), with embedded or real adapters and any
 * module replaced, and calls its routes as the gateway would; the secret, the workspace and user
 * fixtures and the clocks every service's tests share live here.
 */

export type { ServiceAnswer, ServiceRequest } from "@cx/http-kit/testing";
export { type SetClock, setClock, steppingClock, TEST_EPOCH, tickingClock } from "./clocks.ts";
export {
  CLIENT_ADDRESS,
  INTERNAL_CALLER,
  KEY_ID,
  memberOf,
  OTHER_USER,
  OTHER_WORKSPACE,
  PUBLIC_CALLER,
  SESSION_ID,
  signedIn,
  TEST_SECRET,
  USER,
  USER_PROFILE,
  WORKSPACE,
} from "./fixtures.ts";
export {
  type ServiceOverrides,
  type StartedService,
  type StartServiceOptions,
  startService,
} from "./start-service.ts";
