import { defineSlice } from "@cx/config";
import { SERVICE_REGISTRY, type ServiceDescriptor, type ServiceName } from "@cx/route-table";
import { type TString, Type } from "@sinclair/typebox";

interface ServiceUrlSetting {
  env: string;
  schema: TString;
  description: string;
}

const serviceUrl = (service: ServiceDescriptor): ServiceUrlSetting => ({
  env: service.urlEnv,
  schema: Type.String({ pattern: "^https?://" }),
  description: `Base URL of the ${service.name} service when it runs in another process (e.g. http://${service.name}:8080).`,
});

/** One `<SERVICE>_URL` setting per service of the registry. */
const serviceUrls = Object.fromEntries(SERVICE_REGISTRY.map((s) => [s.urlKey, serviceUrl(s)])) as {
  [N in ServiceName as `${N}Url`]: ServiceUrlSetting;
};

export const gatewayConfig = defineSlice({
  ...serviceUrls,
  trustedProxies: {
    env: "TRUSTED_PROXIES",
    schema: Type.Array(Type.String({ minLength: 1 })),
    list: true,
    default: [] as string[],
    description:
      "CIDRs of proxies whose X-Forwarded-For is trusted for the client IP (e.g. the ingress controller). Empty: the peer address is the client.",
  },
  authRateLimitPerMinute: {
    env: "AUTH_RATE_LIMIT_PER_MINUTE",
    schema: Type.Integer({ minimum: 1, maximum: 100000 }),
    default: 10,
    description: "Register and log-in attempts allowed per client IP per minute (shared by replicas through Redis).",
  },
  principalCacheTtlMs: {
    env: "PRINCIPAL_CACHE_TTL_MS",
    schema: Type.Integer({ minimum: 1, maximum: 300000 }),
    default: 30000,
    description:
      "How long a resolved session or API key is reused without asking identity; logout, revocation and membership changes drop it at once.",
  },
  forwardTimeoutMs: {
    env: "GATEWAY_FORWARD_TIMEOUT_MS",
    schema: Type.Integer({ minimum: 100, maximum: 600000 }),
    default: 30000,
    description: "How long the gateway waits for a service's answer before 503 unavailable.",
  },
  streamsPerCaller: {
    env: "STREAMS_PER_CALLER",
    schema: Type.Integer({ minimum: 1, maximum: 100000 }),
    default: 20,
    description:
      "Event streams (test invocation events, streamed replies) one API key or session may hold open at once, across gateway replicas; beyond, 429 rate_limited.",
  },
  streamsPerWorkspace: {
    env: "STREAMS_PER_WORKSPACE",
    schema: Type.Integer({ minimum: 1, maximum: 1000000 }),
    default: 200,
    description:
      "Event streams one workspace may hold open at once, across gateway replicas; beyond, 429 rate_limited.",
  },
  serviceLinks: {
    env: "GATEWAY_SERVICE_LINKS",
    schema: Type.Integer({ minimum: 0, maximum: 16 }),
    default: 2,
    description:
      "WebSocket links the gateway keeps to each service in another process, carrying calls whose body has a declared length up to 512 KiB; other calls go over HTTP. 0: every call over HTTP.",
  },
});
