import { defineSlice } from "@cx/config";
import { Type } from "@sinclair/typebox";

export const runtimeSlice = defineSlice({
  targets: {
    env: "TARGETS",
    schema: Type.Array(Type.String({ pattern: "^[a-z]+(-[a-z]+)*$" }), { minItems: 1 }),
    list: true,
    default: ["all"],
    description:
      "Modules this process runs, comma-separated: `all`, `gateway`, a service name (its routes and consumers), `<service>-worker` (its consumers only, for a service with workers; `--print-targets` lists them) or `<service>-http` (its routes only). `--target` overrides it.",
  },
  port: {
    env: "PORT",
    schema: Type.Integer({ minimum: 0, maximum: 65535 }),
    default: 8080,
    description: "HTTP port of this process.",
  },
  host: {
    env: "HOST",
    schema: Type.String({ minLength: 1 }),
    default: "0.0.0.0",
    description: "Address the HTTP server binds to.",
  },
  logLevel: {
    env: "LOG_LEVEL",
    schema: Type.Union(["fatal", "error", "warn", "info", "debug", "trace", "silent"].map((l) => Type.Literal(l))),
    default: "info",
    description: "Log level (JSON lines on standard output).",
  },
  shutdownGraceMs: {
    env: "SHUTDOWN_GRACE_MS",
    schema: Type.Integer({ minimum: 0, maximum: 600000 }),
    default: 25000,
    description:
      "On SIGTERM, how long in-flight requests and bus handlers may take to finish before connections close.",
  },
  linkMaxAgeMs: {
    env: "LINK_MAX_AGE_MS",
    schema: Type.Integer({ minimum: 0, maximum: 86400000 }),
    default: 300000,
    description:
      "How long a gateway's link to this process lives before the gateway is asked to open another, so that links spread over the replicas started since; 0: until the process stops.",
  },
  maxRequestBodyBytes: {
    env: "MAX_REQUEST_BODY_BYTES",
    schema: Type.Integer({ minimum: 1024 }),
    default: 11 * 1024 * 1024,
    description:
      "Largest request body this process accepts (a 10 MB knowledge file and its multipart framing fit); larger is 413 payload_too_large.",
  },
  internalTokenSecret: {
    env: "INTERNAL_TOKEN_SECRET",
    schema: Type.String({ minLength: 32 }),
    secret: true,
    description:
      "HMAC key (32+ characters) signing the caller identity the gateway passes to services. Required unless the gateway and every service run in one process (then a random one is made).",
  },
});

export const storeSlice = defineSlice({
  mongoUrl: {
    env: "MONGO_URL",
    schema: Type.String({ pattern: "^mongodb(\\+srv)?://" }),
    secret: true,
    description: "MongoDB connection string. Unset: the embedded document store.",
  },
  databasePrefix: {
    env: "MONGO_DB_PREFIX",
    schema: Type.String({ pattern: "^[a-z0-9_]*$" }),
    default: "cx_",
    description: "Prefix of each service's database name (`cx_agents`, ...).",
  },
  dataDir: {
    env: "DATA_DIR",
    schema: Type.String({ minLength: 1 }),
    default: ".data",
    description:
      "Where the embedded store persists its data; `memory` keeps it in memory only. Ignored with MONGO_URL.",
  },
});

export const busSlice = defineSlice({
  amqpUrl: {
    env: "AMQP_URL",
    schema: Type.String({ pattern: "^amqps?://" }),
    secret: true,
    description: "RabbitMQ URL. Unset: the in-process bus.",
  },
  exchange: {
    env: "AMQP_EXCHANGE",
    schema: Type.String({ minLength: 1 }),
    default: "cx.events",
    description: "Topic exchange that carries every event.",
  },
  queueExpiresMs: {
    env: "AMQP_QUEUE_EXPIRES_MS",
    schema: Type.Integer({ minimum: 1000 }),
    description:
      "Throwaway environments only (CI, e2e): the broker deletes queues unused this long, and the exchange with them. Leave unset in production.",
  },
});

export const cacheSlice = defineSlice({
  redisUrl: {
    env: "REDIS_URL",
    schema: Type.String({ pattern: "^rediss?://" }),
    secret: true,
    description: "Redis URL. Unset: the in-process cache.",
  },
  keyPrefix: {
    env: "REDIS_KEY_PREFIX",
    schema: Type.String(),
    default: "cx:",
    description: "Prefix of every Redis key.",
  },
});

/** Read by the OpenTelemetry SDK itself (preloaded before the application); listed here so they are validated and documented. */
export const tracingSlice = defineSlice({
  otlpEndpoint: {
    env: "OTEL_EXPORTER_OTLP_ENDPOINT",
    schema: Type.String({ pattern: "^https?://" }),
    description:
      "OTLP/HTTP endpoint (e.g. an OpenTelemetry Collector at http://otel-collector:4318) that receives traces. Unset: nothing is recorded or exported and the trace SDK is not loaded; no trace is started, and a trace context a caller sent is handed on unchanged.",
  },
  serviceName: {
    env: "OTEL_SERVICE_NAME",
    schema: Type.String({ minLength: 1 }),
    description: "Service name on exported spans. Default: `cx-<targets>`.",
  },
});
