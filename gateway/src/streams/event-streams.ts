import { AppError } from "@cx/errors";
import type { Caller } from "@cx/http-kit";
import { tokenHash } from "../auth/cached-principal-resolver.ts";
import type { Credential } from "../auth/credentials.ts";
import type { OpenStreams } from "./open-streams.ts";
import type { StreamLeases } from "./stream-leases.ts";
import { isEventStream } from "./stream-operations.ts";

/** Whose stream this is, as its credential's pool and invalidations name it. */
function credentialTag(caller: Caller, credential: Credential): string {
  if (caller.via === "api_key" && caller.keyId) return `key:${caller.keyId}`;
  if (credential.kind === "session") return `session:${tokenHash(credential.token)}`;
  return `user:${caller.userId}`;
}

/**
 * The event streams relayed by this gateway process (extensions part 0, "Event streams"): each
 * takes a place in its credential's and its workspace's limits before it is forwarded (429
 * `rate_limited` beyond them), gives it back when it ends however it ends, and is ended when its
 * credential is revoked, its session logged out or its user's membership changes.
 */
export class EventStreams {
  constructor(
    private readonly leases: StreamLeases,
    readonly open: OpenStreams,
  ) {}

  /**
   * Forwards a request that opens a stream. `since` is `open.generation` when the credential was
   * checked: an invalidation of it that came after ends the stream at once.
   */
  async forward(
    caller: Caller,
    credential: Credential,
    since: number,
    send: () => Promise<Response>,
  ): Promise<Response> {
    const tag = credentialTag(caller, credential);
    const pending = this.open.open([tag, `user:${caller.userId}`], since);
    let lease: Awaited<ReturnType<StreamLeases["acquire"]>>;
    try {
      lease = await this.leases.acquire(tag, caller.workspaceId as string);
    } catch (error) {
      pending.abandon();
      throw error;
    }
    if (!lease) {
      pending.abandon();
      throw AppError.rateLimited("Too many open event streams; close one before opening another.", 1);
    }
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      pending.abandon();
      lease.release();
      throw error;
    }
    if (!isEventStream(response)) {
      pending.abandon();
      lease.release();
      return response;
    }
    const held = lease;
    return pending.attach(response, () => held.release());
  }

  stop(): void {
    this.leases.stop();
  }
}
