import type http from "node:http";
import type https from "node:https";
import type zlib from "node:zlib";

/** Node's HTTP clients, its decompressors and the system's root certificates. */
export interface Transport {
  http: typeof http;
  https: typeof https;
  zlib: typeof zlib;
  rootCertificates: readonly string[];
}

let loading: Promise<Transport> | undefined;

/**
 * The transport, loaded on the first fetch rather than with the module: a service that can fetch
 * (tools that call webhooks, imports from URLs) mostly sits idle without doing so, and these
 * modules hold most of a megabyte of its resident memory (docs/benchmarks-history.md, idle memory).
 */
export function transport(): Promise<Transport> {
  loading ??= Promise.all([import("node:http"), import("node:https"), import("node:zlib"), import("node:tls")]).then(
    ([http, https, zlib, tls]) => ({
      http: http.default,
      https: https.default,
      zlib: zlib.default,
      rootCertificates: tls.rootCertificates,
    }),
  );
  return loading;
}
