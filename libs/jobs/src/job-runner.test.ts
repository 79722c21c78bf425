import { afterEach, describe, expect, it } from "bun:test";
import { createInProcessBus, type MessageBus, type Subscription } from "@cx/bus";
import { createLogger } from "@cx/logger";
import { type Collection, createEmbeddedStore, type StoredDocument } from "@cx/store";
import { Type } from "@sinclair/typebox";
import { JobRunner } from "./job-runner.ts";
import { JobSweeper } from "./job-sweeper.ts";
import { type DeadLetter, type JobExecution, JobRefused, type LeasedJob } from "./leased-job.ts";

/** A job's state kept on the document it is about, as the services keep theirs. */
interface Report extends StoredDocument {
  state: "waiting" | "working" | "done" | "failed";
  attempts: number;
  lease_token: string | null;
  lease_until: string;
  why: string | null;
}
interface ReportJob {
  report_id: string;
}

const silent = createLogger("jobs-test", { level: "silent" });
const LONG_AGO = "2000-01-01T00:00:00.000Z";
const TOPIC = "reports.report.requested";

/** The adapter a service writes for its collection: every write conditional on the state seen. */
function reportDocuments(reports: Collection<Report>, pendingRequeueMs: number) {
  return {
    open: (job: ReportJob) =>
      reports.findOne({ _id: job.report_id, state: { $in: ["waiting", "working"] } }) as Promise<Report | null>,
    async claim(doc: Report, lease: { token: string; now: string; until: string }, maxAttempts: number) {
      return reports.findOneAndUpdate(
        {
          _id: doc._id,
          attempts: { $lt: maxAttempts },
          $or: [
            { state: "waiting" },
            { state: "working", $or: [{ lease_token: null }, { lease_until: { $lt: lease.now } }] },
          ],
        },
        { $set: { state: "working", lease_token: lease.token, lease_until: lease.until }, $inc: { attempts: 1 } },
        { returnDocument: "after" },
      );
    },
    attempts: (doc: Report) => doc.attempts,
    abandoned: (doc: Report, now: string) =>
      doc.state === "working" && (doc.lease_token === null || doc.lease_until < now),
    async renew(doc: Report, token: string, until: string) {
      const renewed = await reports.updateOne(
        { _id: doc._id, state: "working", lease_token: token },
        { $set: { lease_until: until } },
      );
      return renewed.matchedCount === 1;
    },
    async release(doc: Report, token: string, now: string) {
      await reports.updateOne({ _id: doc._id, lease_token: token }, { $set: { lease_token: null, lease_until: now } });
    },
    async deadLetter(doc: Report, why: DeadLetter) {
      const text =
        why.cause === "interrupted"
          ? `stopped without finishing ${why.attempts} times`
          : why.cause === "failed"
            ? `failed ${why.attempts} times: ${(why.error as Error).message}`
            : `refused: ${why.error.reason}`;
      const failed = await reports.updateOne(
        { _id: doc._id, state: doc.state, lease_token: doc.lease_token, attempts: doc.attempts },
        { $set: { state: "failed", lease_token: null, why: text } },
      );
      return failed.matchedCount === 1;
    },
    due: (now: Date, limit: number) =>
      reports.find(
        { state: { $in: ["waiting", "working"] }, lease_until: { $lt: now.toISOString() } },
        { sort: { lease_until: 1 }, limit },
      ),
    async requeue(doc: Report, now: Date) {
      const wait = doc.state === "waiting" ? pendingRequeueMs : 1000;
      const next = new Date(now.getTime() + wait).toISOString();
      const requeued = await reports.updateOne(
        { _id: doc._id, state: doc.state, lease_token: doc.lease_token, lease_until: doc.lease_until },
        { $set: { lease_token: null, lease_until: next } },
      );
      return requeued.matchedCount === 1 ? { report_id: doc._id } : null;
    },
  };
}

interface Setup {
  bus: MessageBus;
  reports: Collection<Report>;
  kind: LeasedJob<ReportJob, Report>;
  executed: string[];
  runner: JobRunner<ReportJob, Report>;
  sweeper: JobSweeper<ReportJob, Report>;
  insert(id: string, fields?: Partial<Report>): Promise<void>;
  report(id: string): Promise<Report | null>;
}

let subscriptions: Subscription[] = [];
let buses: MessageBus[] = [];
afterEach(async () => {
  for (const s of subscriptions) await s.stop();
  for (const b of buses) await b.close();
  subscriptions = [];
  buses = [];
});

function setUp(
  handle: (execution: JobExecution<ReportJob, Report>) => Promise<void> = async () => undefined,
  overrides: Partial<LeasedJob<ReportJob, Report>> = {},
): Setup {
  const store = createEmbeddedStore({ dataDir: null });
  const reports = store.database("jobs").collection<Report>("reports");
  const bus = createInProcessBus() as unknown as MessageBus;
  buses.push(bus);
  const executed: string[] = [];
  const kind: LeasedJob<ReportJob, Report> = {
    name: "report",
    topic: TOPIC,
    group: "report-workers",
    schema: Type.Object({ report_id: Type.String() }),
    leaseMs: 300,
    maxAttempts: 3,
    backOff: { retryDelayMs: 5, deliveries: 10 },
    concurrency: 2,
    sweepIntervalMs: 50,
    documents: reportDocuments(reports, 1000),
    async handle(execution) {
      executed.push(execution.doc._id);
      await handle(execution);
      await execution.checkpoint();
      await reports.updateOne(
        { _id: execution.doc._id, lease_token: execution.token },
        { $set: { state: "done", lease_token: null } },
      );
    },
    ...overrides,
  };
  return {
    bus,
    reports,
    kind,
    executed,
    runner: new JobRunner(kind, { logger: silent }),
    sweeper: new JobSweeper(kind, bus, { logger: silent }),
    async insert(id, fields = {}) {
      await reports.insertOne({
        _id: id,
        state: "waiting",
        attempts: 0,
        lease_token: null,
        lease_until: new Date(Date.now() + 60_000).toISOString(),
        why: null,
        ...fields,
      });
    },
    report: (id) => reports.findOne({ _id: id }),
  };
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await condition()) return;
    await Bun.sleep(10);
  }
  throw new Error("condition never met");
}

describe("job runner", () => {
  it("executes a job once however often it is delivered, and only while it is waiting or working", async () => {
    const s = setUp();
    await s.insert("rep_1");
    await Promise.all([s.runner.handle({ report_id: "rep_1" }), s.runner.handle({ report_id: "rep_1" })]);
    await s.runner.handle({ report_id: "rep_1" });
    await s.runner.handle({ report_id: "rep_gone" });
    expect(s.executed).toEqual(["rep_1"]);
    expect(await s.report("rep_1")).toMatchObject({ state: "done", attempts: 1 });
  });

  it("renews a live worker's lease while the job outlasts it: neither the sweeper nor a duplicate takes it", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const s = setUp(() => gate);
    await s.insert("rep_1");
    const executing = s.runner.handle({ report_id: "rep_1" });
    await until(async () => s.executed.length === 1);
    for (let i = 0; i < 3; i++) {
      await Bun.sleep(s.kind.leaseMs / 2);
      expect(await s.sweeper.sweepOnce()).toEqual({ requeued: 0, failed: 0 });
      await s.runner.handle({ report_id: "rep_1" });
    }
    release();
    await executing;
    expect(s.executed).toEqual(["rep_1"]);
    expect(await s.report("rep_1")).toMatchObject({ state: "done", attempts: 1 });
  });

  it("takes over the job of a worker killed mid-run once its lease lapsed, sent again by the sweeper", async () => {
    const s = setUp();
    subscriptions.push(await s.runner.subscribe(s.bus));
    // What a killed worker leaves: the job working under a lease nobody renews.
    await s.insert("rep_1", { state: "working", attempts: 1, lease_token: "lease_dead", lease_until: LONG_AGO });
    expect(await s.sweeper.sweepOnce()).toEqual({ requeued: 1, failed: 0 });
    expect(await s.sweeper.sweepOnce()).toEqual({ requeued: 0, failed: 0 });
    await until(async () => (await s.report("rep_1"))?.state === "done");
    expect(await s.report("rep_1")).toMatchObject({ state: "done", attempts: 2 });
  });

  it("sends again a waiting job whose message was lost from the bus", async () => {
    const s = setUp();
    subscriptions.push(await s.runner.subscribe(s.bus));
    await s.insert("rep_1", { lease_until: LONG_AGO });
    expect(await s.sweeper.sweepOnce()).toEqual({ requeued: 1, failed: 0 });
    await until(async () => (await s.report("rep_1"))?.state === "done");
    expect(s.executed).toEqual(["rep_1"]);
  });

  it("dead-letters a job whose workers all died, from the sweeper or from a late delivery", async () => {
    const s = setUp();
    const dead = { state: "working" as const, attempts: 3, lease_token: "lease_dead", lease_until: LONG_AGO };
    await s.insert("rep_1", dead);
    await s.insert("rep_2", dead);
    await s.runner.handle({ report_id: "rep_2" });
    expect(await s.sweeper.sweepOnce()).toEqual({ requeued: 0, failed: 1 });
    for (const id of ["rep_1", "rep_2"]) {
      expect(await s.report(id)).toMatchObject({ state: "failed", why: "stopped without finishing 3 times" });
    }
    expect(s.executed).toEqual([]);
  });

  it("dead-letters a job sent again with no attempts left, when the store counts the claim first", async () => {
    const s = setUp();
    const capped = s.kind.documents;
    s.kind.documents = { ...capped, claim: (doc, lease) => capped.claim(doc, lease, Number.MAX_SAFE_INTEGER) };
    await s.insert("rep_1", { attempts: 3 });
    await s.runner.handle({ report_id: "rep_1" });
    expect(s.executed).toEqual([]);
    expect(await s.report("rep_1")).toMatchObject({ state: "failed", why: "stopped without finishing 3 times" });
  });

  it("retries a failing job after its back-off and dead-letters it after its last attempt", async () => {
    const s = setUp(async () => {
      throw new Error("model unreachable");
    });
    subscriptions.push(await s.runner.subscribe(s.bus));
    await s.insert("rep_1");
    await s.bus.publish(TOPIC as never, { report_id: "rep_1" } as never);
    await until(async () => (await s.report("rep_1"))?.state === "failed");
    expect(s.executed).toEqual(["rep_1", "rep_1", "rep_1"]);
    expect(await s.report("rep_1")).toMatchObject({ attempts: 3, why: "failed 3 times: model unreachable" });
  });

  it("dead-letters at once a job its handler refuses, and drops a message that does not match the schema", async () => {
    const s = setUp(async () => {
      throw new JobRefused("source_missing", "The source is gone.");
    });
    subscriptions.push(await s.runner.subscribe(s.bus));
    await s.insert("rep_1");
    await s.bus.publish(TOPIC as never, { report: 1 } as never);
    await s.bus.publish(TOPIC as never, { report_id: "rep_1" } as never);
    await until(async () => (await s.report("rep_1"))?.state === "failed");
    expect(s.executed).toEqual(["rep_1"]);
    expect(await s.report("rep_1")).toMatchObject({ attempts: 1, why: "refused: source_missing" });
  });

  it("stops an execution whose lease was taken over, and keeps its outcome out", async () => {
    const s = setUp(async ({ doc }) => {
      await s.reports.updateOne({ _id: doc._id }, { $set: { lease_token: "lease_other" } });
    });
    await s.insert("rep_1");
    await s.runner.handle({ report_id: "rep_1" });
    expect(await s.report("rep_1")).toMatchObject({ state: "working", lease_token: "lease_other" });
  });
});
