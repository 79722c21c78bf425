import type { IncomingMessage } from "node:http";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { type AddressRules, isAllowedDestination } from "./address-policy.ts";
import { type TestFetchAllowance, testTrustAnchors } from "./allowance.ts";
import type { AllowedNetworks } from "./allowed-networks.ts";
import { type AcceptedKind, acceptedKind, parseMediaType } from "./content-types.ts";
import { FetchRefusedError } from "./fetch-errors.ts";
import { BODY_HEADERS, callerHeaders, without } from "./request-headers.ts";
import { type ResolvedAddress, type Resolver, systemResolver } from "./resolver.ts";
import { type Transport, transport } from "./transport.ts";
import { type CheckedUrl, checkUrl } from "./url-policy.ts";

export const FETCH_LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 } as const;

export interface SafeFetcherOptions {
  resolver?: Resolver;
  /** Largest body accepted, after decompression. Default 10 MB. */
  maxBytes?: number;
  /** Whole fetch, redirects included. Default 20 s. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Test code only: lets chosen loopback ports through (see `allowance.ts`). */
  allowance?: TestFetchAllowance;
  /**
   * Private ranges the operator opened (`OUTBOUND_ALLOWED_NETWORKS`): webhook calls only, never
   * knowledge imports.
   */
  allowedNetworks?: AllowedNetworks;
  userAgent?: string;
}

export interface FetchedDocument {
  /** The URL the body came from, after redirects. */
  finalUrl: string;
  kind: AcceptedKind;
  mediaType: string | null;
  charset: string | null;
  body: Uint8Array;
}

export interface SafeFetcher {
  /** What can be decided before fetching; throws `FetchRefusedError("url_not_public")`. */
  check(url: string): CheckedUrl;
  /** A document to import: 2XX only, HTML, plain text or Markdown. */
  fetch(url: string): Promise<FetchedDocument>;
  /**
   * Any request (a webhook call): whatever status the server answers comes back; only the
   * address rules, the size cap and the time limit refuse. Redirects follow the Fetch standard
   * (303, and 301/302 after a POST, continue as a GET without the body), and `headers` never
   * follow one to another origin.
   */
  send(request: SafeRequest): Promise<SafeResponse>;
}

export interface SafeRequest {
  url: string;
  /** Default GET. */
  method?: string;
  /**
   * For the URL's own origin only (they may carry credentials or API keys): a redirect to
   * another scheme, host or port continues without them, and they are not restored later.
   */
  headers?: Record<string, string>;
  /** Headers free of secrets (`accept`, `content-type`) that follow redirects to any origin. */
  publicHeaders?: Record<string, string>;
  body?: string | Uint8Array;
  /** Overrides the fetcher's limit for this request. */
  maxBytes?: number;
  /** Overrides the fetcher's limit for this request. */
  timeoutMs?: number;
}

export interface SafeResponse {
  finalUrl: string;
  status: number;
  mediaType: string | null;
  charset: string | null;
  body: Uint8Array;
}

interface OutgoingRequest {
  method: string;
  /** Lower-case names; sent to every origin. */
  headers: Record<string, string>;
  /** Lower-case names; sent only while the request stays on `origin`. */
  originHeaders: Record<string, string>;
  origin: string;
  body: string | Uint8Array | undefined;
}

interface OpenedResponse {
  target: CheckedUrl;
  response: IncomingMessage;
  /** What opened it, which also decodes its body. */
  transport: Transport;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DOCUMENT_ACCEPT = "text/html, application/xhtml+xml, text/markdown, text/plain;q=0.9";

/**
 * Fetches public web resources without letting a URL reach the platform's own network: every
 * address a name resolves to is checked, the connection goes to the checked address (the
 * resolver is asked once per hop and the socket never looks the name up again), each redirect
 * is checked the same way, and size and time are capped.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const resolver = options.resolver ?? systemResolver;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  const userAgent = options.userAgent ?? "cx-platform/1.0";
  const allowance = options.allowance;
  const rules: AddressRules = { allowance, allowedNetworks: options.allowedNetworks };

  const check = (url: string) => checkUrl(url, rules);

  async function addressFor(target: CheckedUrl, deadline: Deadline): Promise<ResolvedAddress> {
    if (target.literal) return { address: target.host, family: target.host.includes(":") ? 6 : 4 };
    let answers: ResolvedAddress[];
    try {
      answers = await deadline.race(resolver(target.host));
    } catch (error) {
      if (error instanceof FetchRefusedError) throw error;
      throw new FetchRefusedError("dns_failed", `The host ${target.host} could not be resolved.`);
    }
    if (answers.length === 0) throw new FetchRefusedError("dns_failed", `The host ${target.host} has no address.`);
    // Every answer must be public: a name that mixes public and private answers is refused
    // rather than trusted to pick the public one.
    for (const answer of answers) {
      if (!isAllowedDestination(answer.address, target.port, rules)) {
        throw new FetchRefusedError("url_not_public", `The host ${target.host} resolves to a non-public address.`);
      }
    }
    return answers[0]!;
  }

  /** Follows redirects up to the final response, whose body is left unread. */
  async function open(url: string, first: OutgoingRequest, deadline: Deadline): Promise<OpenedResponse> {
    let current = url;
    let outgoing = first;
    const loaded = await transport();
    const trustAnchors = testTrustAnchors(allowance, loaded.rootCertificates);
    for (let hop = 0; ; hop++) {
      let target: CheckedUrl;
      try {
        target = check(current);
      } catch (error) {
        if (hop > 0 && error instanceof FetchRefusedError) {
          throw new FetchRefusedError("redirect_not_allowed", `A redirect was refused: ${error.message}`);
        }
        throw error;
      }
      const pinned = await addressFor(target, deadline).catch((error: unknown) => {
        if (hop > 0 && error instanceof FetchRefusedError && error.reason === "url_not_public") {
          throw new FetchRefusedError("redirect_not_allowed", `A redirect was refused: ${error.message}`);
        }
        throw error;
      });
      const response = await request(loaded, target, pinned, outgoing, userAgent, deadline, trustAnchors);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (!(REDIRECTS.has(status) && location)) return { target, response, transport: loaded };
      response.destroy();
      if (hop >= maxRedirects) {
        throw new FetchRefusedError("too_many_redirects", `More than ${maxRedirects} redirects.`);
      }
      current = new URL(location, target.url).href;
      outgoing = redirected(outgoing, status, current);
    }
  }

  async function fetchDocument(url: string): Promise<FetchedDocument> {
    const deadline = new Deadline(timeoutMs);
    try {
      const opened = await open(
        url,
        { method: "GET", headers: { accept: DOCUMENT_ACCEPT }, originHeaders: {}, origin: "", body: undefined },
        deadline,
      );
      const { target, response } = opened;
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchRefusedError("http_error", `The server answered ${status}.`);
      }
      const mediaType = parseMediaType(response.headers["content-type"]);
      const kind = acceptedKind(mediaType, target.url.pathname);
      if (!kind) {
        response.destroy();
        const what = mediaType ? mediaType.type : "no content type";
        throw new FetchRefusedError(
          "unsupported_content_type",
          `The server sent ${what}; only HTML, plain text and Markdown can be imported.`,
        );
      }
      const body = await readBody(opened, maxBytes, deadline);
      return {
        finalUrl: target.url.href,
        kind,
        mediaType: mediaType?.type ?? null,
        charset: mediaType?.charset ?? null,
        body,
      };
    } finally {
      deadline.clear();
    }
  }

  async function send(req: SafeRequest): Promise<SafeResponse> {
    const deadline = new Deadline(req.timeoutMs ?? timeoutMs);
    try {
      const opened = await open(
        req.url,
        {
          method: (req.method ?? "GET").toUpperCase(),
          headers: callerHeaders(req.publicHeaders),
          originHeaders: callerHeaders(req.headers),
          origin: originOf(req.url),
          body: req.body,
        },
        deadline,
      );
      const { target, response } = opened;
      const mediaType = parseMediaType(response.headers["content-type"]);
      const body = await readBody(opened, req.maxBytes ?? maxBytes, deadline);
      return {
        finalUrl: target.url.href,
        status: response.statusCode ?? 0,
        mediaType: mediaType?.type ?? null,
        charset: mediaType?.charset ?? null,
        body,
      };
    } finally {
      deadline.clear();
    }
  }

  return { check, fetch: fetchDocument, send };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return ""; // The URL check refuses it before anything is sent.
  }
}

/**
 * The request a redirect leads to, as browsers do it: 303, and 301/302 after a POST, become a
 * GET without the body; 307/308 keep both. The caller's origin-bound headers (a webhook tool's
 * `Authorization` and secrets) are dropped as soon as the target's origin differs.
 */
function redirected(previous: OutgoingRequest, status: number, next: string): OutgoingRequest {
  const leavesOrigin = Object.keys(previous.originHeaders).length > 0 && originOf(next) !== previous.origin;
  const request = leavesOrigin ? { ...previous, originHeaders: {} } : previous;
  const becomesGet = status === 303 || ((status === 301 || status === 302) && previous.method === "POST");
  if (!becomesGet || previous.method === "HEAD" || previous.method === "GET") return request;
  return {
    ...request,
    method: "GET",
    headers: without(request.headers, BODY_HEADERS),
    originHeaders: without(request.originHeaders, BODY_HEADERS),
    body: undefined,
  };
}

/** Refuses a declared length over the cap before reading, then reads at most the cap. */
function readBody(opened: OpenedResponse, maxBytes: number, deadline: Deadline): Promise<Uint8Array> {
  const { response } = opened;
  const declared = Number(response.headers["content-length"] ?? Number.NaN);
  const encoding = String(response.headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding === "identity" && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge(maxBytes));
  }
  return readCapped(decoded(response, encoding, opened.transport.zlib), maxBytes, deadline);
}

function tooLarge(maxBytes: number): FetchRefusedError {
  return new FetchRefusedError("too_large", `The content is larger than ${Math.floor(maxBytes / 1024)} KiB.`);
}

/** One timer for the whole fetch; whatever is in progress when it fires is aborted. */
class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(readonly timeoutMs: number) {
    this.timer = setTimeout(() => this.controller.abort(), timeoutMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  timeoutError(): FetchRefusedError {
    return new FetchRefusedError("timeout", `The fetch took longer than ${this.timeoutMs} ms.`);
  }

  race<T>(work: Promise<T>): Promise<T> {
    if (this.signal.aborted) return Promise.reject(this.timeoutError());
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(this.timeoutError());
      this.signal.addEventListener("abort", onAbort, { once: true });
      work.then(
        (value) => {
          this.signal.removeEventListener("abort", onAbort);
          resolve(value);
        },
        (error: unknown) => {
          this.signal.removeEventListener("abort", onAbort);
          reject(error);
        },
      );
    });
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

function request(
  { http, https }: Transport,
  target: CheckedUrl,
  pinned: ResolvedAddress,
  outgoing: OutgoingRequest,
  userAgent: string,
  deadline: Deadline,
  trustAnchors: string[] | undefined,
): Promise<IncomingMessage> {
  // The socket asks this function, not DNS, for the address: it can only get the checked one.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (err: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
    } else callback(null, pinned.address, pinned.family);
  };
  const client = target.url.protocol === "https:" ? https : http;
  return deadline.race(
    new Promise<IncomingMessage>((resolve, reject) => {
      const req = client.request(
        {
          protocol: target.url.protocol,
          host: target.literal ? pinned.address : target.host,
          port: target.port,
          path: `${target.url.pathname}${target.url.search}`,
          method: outgoing.method,
          lookup,
          family: pinned.family,
          // The certificate is checked against the URL's host name (SNI and verification), while
          // the socket goes to the pinned address.
          ...(target.url.protocol === "https:" && !target.literal ? { servername: target.host } : {}),
          ...(trustAnchors ? { ca: trustAnchors } : {}),
          signal: deadline.signal,
          headers: {
            "user-agent": userAgent,
            ...outgoing.headers,
            ...outgoing.originHeaders,
            // Set last: the host is the checked URL's and the body is decoded within the size cap.
            host: target.url.host,
            "accept-encoding": "gzip, deflate, br",
            ...(outgoing.body === undefined ? {} : { "content-length": String(Buffer.byteLength(outgoing.body)) }),
          },
        },
        resolve,
      );
      req.on("error", (error) =>
        reject(
          deadline.signal.aborted
            ? deadline.timeoutError()
            : new FetchRefusedError("connection_failed", `The connection failed: ${error.message}`),
        ),
      );
      req.end(outgoing.body);
    }),
  );
}

function decoded(response: IncomingMessage, encoding: string, zlib: Transport["zlib"]): Readable {
  switch (encoding) {
    case "gzip":
    case "x-gzip":
      return response.pipe(zlib.createGunzip());
    case "deflate":
      return response.pipe(zlib.createInflate());
    case "br":
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads until `maxBytes` (counted after decompression) and aborts the moment it is passed. */
function readCapped(stream: Readable, maxBytes: number, deadline: Deadline): Promise<Uint8Array> {
  return deadline.race(
    new Promise<Uint8Array>((resolve, reject) => {
      const parts: Buffer[] = [];
      let total = 0;
      const onAbort = () => stream.destroy();
      deadline.signal.addEventListener("abort", onAbort, { once: true });
      stream.on("data", (part: Buffer) => {
        total += part.length;
        if (total > maxBytes) {
          stream.destroy();
          reject(tooLarge(maxBytes));
          return;
        }
        parts.push(part);
      });
      stream.on("end", () => resolve(new Uint8Array(Buffer.concat(parts))));
      stream.on("error", (error) =>
        reject(
          deadline.signal.aborted
            ? deadline.timeoutError()
            : new FetchRefusedError("connection_failed", `Reading the content failed: ${error.message}`),
        ),
      );
    }),
  );
}
