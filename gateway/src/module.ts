import { ConfigError } from "@cx/config";
import { cacheModule, defineModule } from "@cx/runtime";
import { AuthAttemptLimit } from "./access/auth-attempt-limit.ts";
import { ClientAddressResolver, invalidCidrs } from "./access/client-ip.ts";
import { CachedPrincipalResolver } from "./auth/cached-principal-resolver.ts";
import { identityPrincipalResolver } from "./auth/identity-principal-resolver.ts";
import { listenForInvalidations } from "./auth/invalidation-listener.ts";
import { gatewayConfig } from "./config.ts";
import { LATE_ANSWER_LIMIT_MS } from "./forwarding/service-client.ts";
import { serviceDirectory } from "./forwarding/service-directory.ts";
import { createGatewayApp } from "./http/gateway-app.ts";
import { IdempotencyStore } from "./idempotency/idempotency-store.ts";
import { IdempotentForwarding } from "./idempotency/idempotent-forwarding.ts";
import { EventStreams } from "./streams/event-streams.ts";
import { OpenStreams } from "./streams/open-streams.ts";
import { StreamLeases } from "./streams/stream-leases.ts";

export const gatewayModule = defineModule({
  name: "gateway",
  kind: "gateway",
  // Services are no dependencies: the gateway forwards to those running here in process and to
  // the others over HTTP (see the service directory).
  dependencies: { cache: cacheModule },
  config: gatewayConfig,
  async init({ config, localHandlers, runtime, deps: { cache }, logger }) {
    const badCidrs = invalidCidrs(config.trustedProxies);
    if (badCidrs.length > 0)
      throw new ConfigError([`TRUSTED_PROXIES has entries that are not CIDRs: ${badCidrs.join(", ")}`]);
    const { services, close } = serviceDirectory(
      config,
      runtime.localModules,
      localHandlers,
      runtime.internalTokenSecret,
    );
    const principals = new CachedPrincipalResolver(
      identityPrincipalResolver(services.identity, {
        internalSecret: runtime.internalTokenSecret,
        timeoutMs: config.forwardTimeoutMs,
      }),
      {
        ttlMs: config.principalCacheTtlMs,
        maxEntries: 50000,
      },
    );
    const streams = new EventStreams(
      new StreamLeases(cache, { perCaller: config.streamsPerCaller, perWorkspace: config.streamsPerWorkspace }, logger),
      new OpenStreams(),
    );
    // An invalidation ends the open streams of what it names as it drops the cached principals.
    const invalidated = {
      invalidate: (message: Parameters<typeof principals.invalidate>[0]) => {
        principals.invalidate(message);
        streams.open.closeFor(message);
      },
      setListening: (listening: boolean) => principals.setListening(listening),
    };
    const unsubscribe = await listenForInvalidations(cache, invalidated, logger);
    const http = createGatewayApp({
      services,
      principals,
      authAttempts: new AuthAttemptLimit(cache, config.authRateLimitPerMinute),
      clientAddress: new ClientAddressResolver(config.trustedProxies),
      idempotency: new IdempotentForwarding(
        new IdempotencyStore(cache, LATE_ANSWER_LIMIT_MS + 60_000),
        config.forwardTimeoutMs,
        logger,
      ),
      forwardTimeoutMs: config.forwardTimeoutMs,
      streams,
      logger,
    });
    return {
      http,
      stop: async () => {
        close();
        streams.stop();
        await unsubscribe();
      },
    };
  },
});
