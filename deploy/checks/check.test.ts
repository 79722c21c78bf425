import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { DEPLOY_DIR } from "./render.ts";

const scratch = mkdtempSync(join(tmpdir(), "cx-deploy-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function check(args: string[], env: Record<string, string | undefined>) {
  const proc = Bun.spawnSync([process.execPath, join(DEPLOY_DIR, "checks/check.ts"), ...args], {
    cwd: DEPLOY_DIR,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  return { code: proc.exitCode, output: `${proc.stdout.toString()}\n${proc.stderr.toString()}` };
}

test("a broken rule fails the check and names the offender", () => {
  // An operator's overlay on top of prod that points the identity service's readiness probe astray.
  const overlay = join(scratch, "broken");
  mkdirSync(overlay);
  writeFileSync(
    join(overlay, "kustomization.yaml"),
    [
      "resources:",
      `  - ${relative(overlay, join(DEPLOY_DIR, "overlays/prod"))}`,
      "patches:",
      "  - target: {kind: Deployment, name: identity}",
      "    patch: |-",
      "      - op: replace",
      "        path: /spec/template/spec/containers/0/readinessProbe/httpGet/path",
      "        value: /ready",
      "",
    ].join("\n"),
  );
  const { code, output } = check(["workloads"], { DEPLOY_CHECK_OVERLAYS: overlay });
  expect(output).toContain(
    "Deployment/identity container identity: readinessProbe must be an HTTP GET of /readyz on port 8080 (http)",
  );
  expect(output).toMatch(/\(fail\) .*broken > every long-running container has liveness and readiness probes/);
  expect(code).toBe(1);
});

test("without kubectl it says how to install it and fails", () => {
  // A PATH with bun and nothing else.
  const bin = join(scratch, "bin");
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, "bun"));
  const { code, output } = check([], { PATH: bin });
  expect(output).toContain("kubectl is not installed");
  expect(output).toContain("pkgs.k8s.io");
  expect(code).toBe(1);
});
