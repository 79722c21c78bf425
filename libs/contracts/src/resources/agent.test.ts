import { describe, expect, test } from "bun:test";
import { expectEnumAt, expectInvalidAt, expectValid, T0, T1 } from "../test-helpers.ts";
import {
  Agent,
  AgentCreateBody,
  AgentRenameBody,
  Branch,
  BranchCreateBody,
  BranchQuery,
  BranchUpdateBody,
  DEFAULT_DEPLOYMENT_POLICY,
  Draft,
  DraftSaveBody,
  Version,
} from "./agent.ts";
import {
  BASIS_POINTS_TOTAL,
  basisPointsToPercentage,
  Deployment,
  DeploymentBranchInput,
  DeploymentUpdateBody,
  DeploymentUpdateResponse,
  percentageToBasisPoints,
} from "./deployment.ts";
import { RECONCILE_SIDES, ReconcileApplyBody, ReconcileConflict, ReconcilePreview } from "./reconcile.ts";

const config = { agent: { language: "en", prompt: { llm: "vendor-a-5", temperature: 0.5 } } };

describe("agents, branches, versions, drafts (extension spec part 2)", () => {
  test("resources validate", () => {
    expectValid(Agent, {
      id: "agt_1",
      name: "Support",
      main_branch_id: "br_1",
      created_at: T0,
      updated_at: T1,
      created_by: "usr_1",
      deployment_policy: DEFAULT_DEPLOYMENT_POLICY,
    });
    expectValid(Branch, {
      id: "br_1",
      agent_id: "agt_1",
      name: "main",
      parent_version_id: null,
      tip_version_id: "ver_1",
      is_archived: false,
      draft_exists: true,
      live_basis_points: 10000,
      created_at: T0,
      updated_at: T1,
    });
    expectValid(Version, {
      id: "ver_2",
      agent_id: "agt_1",
      branch_id: "br_1",
      parent_version_id: "ver_1",
      config,
      changed_paths: ["agent.prompt.temperature"],
      created_at: T1,
      created_by: "usr_1",
    });
    expectValid(Draft, {
      branch_id: "br_1",
      base_version_id: "ver_2",
      config,
      draft_hash: "h1",
      updated_at: T1,
      path_changed_at: { "agent.prompt.temperature": T1 },
    });
  });

  test("bodies validate and a config inside them stays strict", () => {
    expectValid(AgentCreateBody, { name: "Support" });
    expectValid(AgentCreateBody, { name: "Support", config });
    expectInvalidAt(
      AgentCreateBody,
      { name: "Support", config: { agent: { prompt: { bogus: 1 } } } },
      "/config/agent/prompt/bogus",
    );
    expectInvalidAt(AgentCreateBody, { name: "" }, "/name");
    expectValid(AgentRenameBody, { name: "Sales" });
    expectValid(AgentRenameBody, { deployment_policy: { rollback: { enabled: true } } });
    expectInvalidAt(AgentRenameBody, {}, "");
    expectInvalidAt(AgentRenameBody, { deployment_policy: { min_repeats: 11 } }, "/deployment_policy/min_repeats");
    expectInvalidAt(
      AgentRenameBody,
      { deployment_policy: { rollback: { min_conversations: 0 } } },
      "/deployment_policy/rollback/min_conversations",
    );
    expectValid(BranchCreateBody, { name: "experiment" });
    expectValid(BranchCreateBody, { name: "experiment", parent_version_id: "ver_1" });
    expectValid(BranchUpdateBody, { is_archived: true });
    expectInvalidAt(BranchUpdateBody, { is_archived: "yes" }, "/is_archived");
    expectValid(DraftSaveBody, { config: {} });
    expectValid(DraftSaveBody, { config, base_version_id: "ver_1" });
    expectInvalidAt(DraftSaveBody, { config: { agent: { tone: "warm" } } }, "/config/agent/tone");
    expectInvalidAt(DraftSaveBody, {}, "/config");
    expectInvalidAt(BranchQuery, {}, "/branch_id");
  });

  test("a draft's path_changed_at holds date-times only", () => {
    const draft = { branch_id: "b", base_version_id: "v", config: {}, draft_hash: "h", updated_at: T0 };
    expectInvalidAt(
      Draft,
      { ...draft, path_changed_at: { "agent.language": "soon" } },
      "/path_changed_at/agent.language",
    );
  });
});

describe("reconcile (part 2.6)", () => {
  const conflict = {
    path: "agent.prompt.temperature",
    base_present: true,
    source_present: true,
    target_present: true,
    base: 0.2,
    source: 0.5,
    target: 0.9,
    source_last_changed_at: T1,
    target_last_changed_at: T0,
    source_last_changed_version_id: null,
    target_last_changed_version_id: "ver_3",
    winner: "source",
  };

  test("a preview with a conflict validates", () => {
    expectValid(ReconcilePreview, {
      base_version_id: "ver_1",
      tip_version_id: "ver_3",
      draft_hash: "h1",
      config,
      overridden_fields: ["agent.language"],
      conflicts: [conflict],
    });
  });

  test("conflict values are any JSON, optional members may be absent or null", () => {
    expectValid(ReconcileConflict, { ...conflict, base: null, source: { a: [1] }, target: "x" });
    expectValid(ReconcileConflict, { path: "p", base_present: false, source_present: true, target_present: false });
    expectValid(ReconcileConflict, { ...conflict, winner: null, source_last_changed_at: null });
    expectEnumAt(ReconcileConflict, RECONCILE_SIDES, (v) => ({ ...conflict, winner: v }), "/winner");
    expectInvalidAt(ReconcileConflict, { ...conflict, target_last_changed_at: "later" }, "/target_last_changed_at");
    const { base_present: _, ...incomplete } = conflict;
    expectInvalidAt(ReconcileConflict, incomplete, "/base_present");
  });

  test("the preview config is the strict agent configuration", () => {
    const preview = {
      base_version_id: "a",
      tip_version_id: "b",
      draft_hash: "h",
      overridden_fields: [],
      conflicts: [],
    };
    expectInvalidAt(ReconcilePreview, { ...preview, config: { bogus: true } }, "/config/bogus");
  });

  test("apply body: draft_hash and per-path resolutions", () => {
    expectValid(ReconcileApplyBody, { draft_hash: "h1" });
    expectValid(ReconcileApplyBody, { draft_hash: "h1", resolutions: { "agent.prompt.temperature": "target" } });
    expectInvalidAt(
      ReconcileApplyBody,
      { draft_hash: "h1", resolutions: { "agent.language": "base" } },
      "/resolutions/agent.language",
    );
    expectInvalidAt(ReconcileApplyBody, { resolutions: {} }, "/draft_hash");
  });
});

describe("deployments (parts 2.9, 4.7)", () => {
  test("request: percentage may be a number or a string", () => {
    const entries = [
      { branch_id: "br_1", percentage: "33.33" },
      { branch_id: "br_2", percentage: 12.5 },
      { branch_id: "br_3", percentage: "54.17" },
    ];
    expectValid(DeploymentUpdateBody, { branches: entries });
    for (const entry of entries) expectValid(DeploymentBranchInput, entry);
    expectInvalidAt(DeploymentBranchInput, { branch_id: "br_1", percentage: null }, "/percentage");
    expectInvalidAt(DeploymentBranchInput, { percentage: 100 }, "/branch_id");
  });

  test("request: the body is a list of entries; the service judges each entry (deployment_invalid)", () => {
    expectValid(DeploymentUpdateBody, { branches: [{ percentage: 100 }, "junk"] });
    expectInvalidAt(DeploymentUpdateBody, {}, "/branches");
    expectInvalidAt(DeploymentUpdateBody, { branches: {} }, "/branches");
    expectInvalidAt(DeploymentUpdateBody, { branches: [], colour: "red" }, "/colour");
  });

  test("responses: percentage is a string and basis points are integers", () => {
    const distribution = [
      { branch_id: "br_1", percentage: "87.50", basis_points: 8750 },
      { branch_id: "br_2", percentage: "12.50", basis_points: 1250 },
    ];
    expectValid(DeploymentUpdateResponse, { changed: true, deployment_id: "dep_2", distribution });
    expectValid(DeploymentUpdateResponse, { changed: false, deployment_id: null, distribution: [] });
    expectValid(Deployment, { deployment_id: "dep_2", distribution, updated_at: T0 });
    expectInvalidAt(
      DeploymentUpdateResponse,
      { changed: true, deployment_id: "d", distribution: [{ ...distribution[0], percentage: 87.5 }] },
      "/distribution/0/percentage",
    );
    expectInvalidAt(
      DeploymentUpdateResponse,
      { changed: true, deployment_id: "d", distribution: [{ ...distribution[0], basis_points: 87.5 }] },
      "/distribution/0/basis_points",
    );
    expectInvalidAt(DeploymentUpdateResponse, { deployment_id: "d", distribution }, "/changed");
  });

  test("percentages convert exactly to basis points", () => {
    expect(percentageToBasisPoints("33.33")).toBe(3333);
    expect(percentageToBasisPoints(12.5)).toBe(1250);
    expect(percentageToBasisPoints("12.5")).toBe(1250);
    expect(percentageToBasisPoints(100)).toBe(BASIS_POINTS_TOTAL);
    expect(percentageToBasisPoints("100.00")).toBe(10000);
    expect(percentageToBasisPoints(0)).toBe(0);
    expect(percentageToBasisPoints(0.29)).toBe(29);
    expect(percentageToBasisPoints(33.33)! + percentageToBasisPoints(33.33)! + percentageToBasisPoints("33.34")!).toBe(
      10000,
    );
    for (const bad of [
      "12.345",
      "-1",
      "100.01",
      "101",
      "abc",
      "",
      "1e2",
      " 5",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -0.5,
      12.345,
    ]) {
      expect(percentageToBasisPoints(bad)).toBeNull();
    }
  });

  test("basis points render as two-decimal percentage strings", () => {
    expect(basisPointsToPercentage(1250)).toBe("12.50");
    expect(basisPointsToPercentage(10000)).toBe("100.00");
    expect(basisPointsToPercentage(0)).toBe("0.00");
    expect(basisPointsToPercentage(3333)).toBe("33.33");
    expect(basisPointsToPercentage(5)).toBe("0.05");
  });
});
