import { describe, expect, it } from "bun:test";
import { loadSlice } from "@cx/config";
import { leasedJobSettings } from "./job-settings.ts";

describe("settings of a queue of leased jobs", () => {
  const slice = leasedJobSettings({
    service: "BILLING",
    work: "invoicing",
    subject: "invoice",
    leaseMs: 20000,
    pendingRequeueMs: 60000,
  });

  it("names the variables after the service and the work, with the shared defaults", () => {
    expect(Object.values(slice).map((setting) => [setting.env, setting.default])).toEqual([
      ["BILLING_INVOICING_LEASE_MS", 20000],
      ["BILLING_INVOICING_MAX_RUNS", 3],
      ["BILLING_SWEEP_INTERVAL_MS", 5000],
      ["BILLING_PENDING_REQUEUE_MS", 60000],
    ]);
    expect(loadSlice(slice, {})).toEqual({
      invoicingLeaseMs: 20000,
      invoicingMaxRuns: 3,
      sweepIntervalMs: 5000,
      pendingRequeueMs: 60000,
    });
  });

  it("bounds them alike: a lease shorter than 300 ms is refused", () => {
    expect(() => loadSlice(slice, { BILLING_INVOICING_LEASE_MS: "100" })).toThrow(/BILLING_INVOICING_LEASE_MS/);
    expect(loadSlice(slice, { BILLING_INVOICING_MAX_RUNS: "5" }).invoicingMaxRuns).toBe(5);
  });
});
