import type { Cache, RateLimiter } from "@cx/cache";
import type { Logger } from "@cx/logger";
import type { Outbox } from "@cx/outbox";
import type { Database } from "@cx/store";
import { LOGIN_FAILURE_POLICY } from "../domain/session-policy.ts";
import { PrincipalInvalidator } from "../outbound/principal-invalidation.ts";
import { ApiKeysRepository } from "../store/api-keys-repository.ts";
import { MembershipsRepository } from "../store/memberships-repository.ts";
import { SessionsRepository } from "../store/sessions-repository.ts";
import { UsersRepository } from "../store/users-repository.ts";
import { WorkspacesRepository } from "../store/workspaces-repository.ts";
import { ApiKeyUsage } from "./api-key-usage.ts";
import { type PasswordHashCost, PasswordHasher } from "./password-hasher.ts";

/** Everything the use cases need, built once per module instance. */
export interface IdentityDeps {
  users: UsersRepository;
  workspaces: WorkspacesRepository;
  memberships: MembershipsRepository;
  sessions: SessionsRepository;
  apiKeys: ApiKeysRepository;
  invalidator: PrincipalInvalidator;
  passwords: PasswordHasher;
  /** Failed logins per email, shared by every replica through the cache. */
  loginFailures: RateLimiter;
  keyUsage: ApiKeyUsage;
  clock: () => Date;
  logger: Logger;
}

export interface IdentityDepsOptions {
  database: Database;
  /** Where events are recorded, with the writes that cause them. */
  outbox: Outbox;
  cache: Cache;
  logger: Logger;
  clock?: () => Date;
  passwordCost?: PasswordHashCost;
  /** How often cached API key usage is written to the store. */
  keyUsageFlushMs?: number;
}

export function createIdentityDeps(options: IdentityDepsOptions): IdentityDeps {
  const { database, outbox, cache, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const apiKeys = new ApiKeysRepository(database, outbox);
  return {
    users: new UsersRepository(database),
    workspaces: new WorkspacesRepository(database),
    memberships: new MembershipsRepository(database, outbox),
    sessions: new SessionsRepository(database, outbox),
    apiKeys,
    invalidator: new PrincipalInvalidator(cache, logger),
    passwords: new PasswordHasher(options.passwordCost),
    loginFailures: cache.rateLimiter(LOGIN_FAILURE_POLICY),
    keyUsage: new ApiKeyUsage({ cache, apiKeys, logger, clock, flushIntervalMs: options.keyUsageFlushMs }),
    clock,
    logger,
  };
}
