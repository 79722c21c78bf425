import {
  type EventWebhook,
  type EventWebhookCreateBody,
  type EventWebhookListQuery,
  type EventWebhookPatchBody,
  type EventWebhookUpdated,
  type EventWebhookWithSecret,
  pageSizeOf,
  WEBHOOK_PING_EVENT,
  type WebhookDeliveryAttempt,
  type WebhookDeliveryListQuery,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import { newId } from "@cx/ids";
import { checkUrl, FetchRefusedError } from "@cx/safe-fetch";
import { listPage } from "@cx/store";
import { newSigningSecret } from "../domain/signature.ts";
import type { WebhookRecord } from "../store/records.ts";
import type { WebhookChanges } from "../store/webhooks-repository.ts";
import type { WebhooksDeps } from "./deps.ts";
import { presentAttempt, presentWebhook } from "./presenters.ts";
import { sendAttempt } from "./send.ts";

export class WebhookUseCases {
  constructor(private readonly deps: WebhooksDeps) {}

  async create(workspaceId: string, body: EventWebhookCreateBody): Promise<EventWebhookWithSecret> {
    this.checkWebhookUrl(body.url);
    const now = this.deps.clock().toISOString();
    const record: WebhookRecord = {
      _id: newId("whk"),
      workspace_id: workspaceId,
      url: body.url,
      events: [...body.events],
      enabled: body.enabled ?? true,
      disabled_reason: null,
      secret: newSigningSecret(),
      failures_in_row: 0,
      created_at: now,
      updated_at: now,
    };
    await this.deps.repos.webhooks.insert(workspaceId, record);
    return { ...presentWebhook(record), secret: record.secret };
  }

  async list(workspaceId: string, query: EventWebhookListQuery) {
    const page = await this.deps.repos.webhooks.list(workspaceId, {
      cursor: query.cursor || undefined,
      pageSize: pageSizeOf(query),
    });
    return listPage(page, (items) => items.map(presentWebhook));
  }

  async get(workspaceId: string, id: string): Promise<EventWebhook> {
    return presentWebhook(await this.load(workspaceId, id));
  }

  async update(workspaceId: string, id: string, body: EventWebhookPatchBody): Promise<EventWebhookUpdated> {
    await this.load(workspaceId, id);
    if (body.url !== undefined) this.checkWebhookUrl(body.url);
    const changes: WebhookChanges = { updated_at: this.deps.clock().toISOString() };
    if (body.url !== undefined) changes.url = body.url;
    if (body.events !== undefined) changes.events = [...body.events];
    if (body.enabled !== undefined) {
      changes.enabled = body.enabled;
      // Enabling starts the count of failures afresh; a user's disabling gives no platform reason.
      changes.disabled_reason = null;
      if (body.enabled) changes.failures_in_row = 0;
    }
    if (body.rotate_secret) changes.secret = newSigningSecret();
    const updated = await this.deps.repos.webhooks.update(workspaceId, id, changes);
    if (!updated) throw AppError.notFound("webhook");
    return body.rotate_secret ? { ...presentWebhook(updated), secret: updated.secret } : presentWebhook(updated);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!(await this.deps.repos.webhooks.delete(workspaceId, id))) throw AppError.notFound("webhook");
    await this.deps.repos.deliveries.dropFor(workspaceId, id, this.deps.clock().toISOString());
    await this.deps.repos.attempts.deleteFor(workspaceId, id);
  }

  /** A `ping` sent now, outside the jobs: its answer is the attempt, and it is never retried. */
  async test(workspaceId: string, id: string): Promise<WebhookDeliveryAttempt> {
    const webhook = await this.load(workspaceId, id);
    const eventId = newId("evt");
    const body = JSON.stringify({
      id: eventId,
      type: WEBHOOK_PING_EVENT,
      created_at: this.deps.clock().toISOString(),
      workspace_id: workspaceId,
      data: { webhook_id: webhook._id },
    });
    const attempt = await sendAttempt(this.deps, webhook, {
      deliveryId: null,
      eventId,
      eventType: WEBHOOK_PING_EVENT,
      body,
      attempt: 1,
    });
    return presentAttempt(attempt);
  }

  async deliveries(workspaceId: string, id: string, query: WebhookDeliveryListQuery) {
    await this.load(workspaceId, id);
    const page = await this.deps.repos.attempts.list(workspaceId, id, {
      cursor: query.cursor || undefined,
      pageSize: pageSizeOf(query),
    });
    return listPage(page, (items) => items.map(presentAttempt));
  }

  private async load(workspaceId: string, id: string): Promise<WebhookRecord> {
    const found = await this.deps.repos.webhooks.find(workspaceId, id);
    if (!found) throw AppError.notFound("webhook");
    return found;
  }

  /** The rules that can be decided without DNS; the address is checked again at every delivery. */
  private checkWebhookUrl(url: string): void {
    try {
      checkUrl(url, this.deps.urlRules);
    } catch (error) {
      if (!(error instanceof FetchRefusedError)) throw error;
      throw new AppError("validation_failed", "The webhook URL is not public.", {
        fields: [{ path: "/url", message: error.message }],
        reason: "url_not_public",
      });
    }
  }
}
