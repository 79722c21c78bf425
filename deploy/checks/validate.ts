// Offline validation of deploy/: renders every kustomization with the built-in renderer, validates
// each object of each overlay against the Kubernetes schemas, applies the project rules, lints the
// Containerfile, and — when kustomize or kubectl is on PATH — checks that the real kustomize renders
// the same objects. Exit status 0 when everything holds, 1 on any violation.
//
//   bun deploy/checks/validate.ts [--deploy-dir DIR] [--no-cross-check] [--out DIR]

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { crossCheck, findKustomize } from "./crosscheck.ts";
import { findKustomizationFile, type K8sObject, render, toYaml } from "./kustomize.ts";
import { checkContainerfile, checkManifests, checkNoSecretObjects, type Violation } from "./rules.ts";
import { validateSchema } from "./schema.ts";

/** Kustomizations allowed to generate Secrets (with clearly dev-only values). */
export const SECRET_GENERATING = ["overlays/dev"];

export interface OverlayReport {
  name: string;
  objects: number;
  externalSecrets: string[];
  crossCheckedWith: string | undefined;
}

export interface Report {
  violations: Violation[];
  overlays: OverlayReport[];
  kustomizations: string[];
}

export interface ValidateOptions {
  deployDir: string;
  crossCheck?: boolean;
  outDir?: string;
}

function kustomizationDirs(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (findKustomizationFile(dir)) found.push(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !["node_modules", "checks", "rendered"].includes(entry.name)) {
        walk(join(dir, entry.name));
      }
    }
  };
  walk(root);
  return found.sort();
}

function tryRender(dir: string, label: string, violations: Violation[]): K8sObject[] | undefined {
  try {
    const notes: string[] = [];
    const objects = render(dir, notes);
    for (const note of notes) violations.push({ rule: "image-tag", where: label, message: note });
    return objects;
  } catch (error) {
    violations.push({ rule: "render", where: label, message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

export async function validateDeploy(options: ValidateOptions): Promise<Report> {
  const deployDir = resolve(options.deployDir);
  const violations: Violation[] = [];
  const overlays: OverlayReport[] = [];

  const containerfile = join(deployDir, "Containerfile");
  if (existsSync(containerfile)) {
    const ignoreFiles = [join(deployDir, "Containerfile.dockerignore"), join(deployDir, "..", ".dockerignore")];
    const ignore = ignoreFiles.find((f) => existsSync(f));
    violations.push(
      ...checkContainerfile(readFileSync(containerfile, "utf8"), ignore ? readFileSync(ignore, "utf8") : undefined),
    );
  } else {
    violations.push({ rule: "containerfile", where: "deploy/Containerfile", message: "is missing" });
  }

  const dirs = kustomizationDirs(deployDir);
  const labels = dirs.map((d) => relative(deployDir, d) || ".");
  const overlayDirs = dirs.filter((d) => relative(deployDir, dirname(d)) === "overlays");
  if (overlayDirs.length === 0) {
    violations.push({ rule: "render", where: "deploy/overlays", message: "no overlay found" });
  }

  // Every kustomization on its own: catches a Secret added to base/ or infra/ even though only the
  // overlays are deployed.
  for (const [i, dir] of dirs.entries()) {
    const label = labels[i] ?? dir;
    const allowed = SECRET_GENERATING.some((s) => label === s || label.startsWith(`${s}/`));
    if (overlayDirs.includes(dir)) continue;
    const objects = tryRender(dir, label, violations);
    if (objects && !allowed) violations.push(...checkNoSecretObjects(objects, label));
  }

  const binary = options.crossCheck === false ? undefined : findKustomize();
  for (const dir of overlayDirs) {
    const label = relative(deployDir, dir);
    const objects = tryRender(dir, label, violations);
    if (!objects) continue;
    if (!SECRET_GENERATING.includes(label)) violations.push(...checkNoSecretObjects(objects, label));
    for (const o of objects) {
      for (const problem of await validateSchema(o)) {
        violations.push({ rule: "schema", where: `${label}: ${o.kind}/${o.metadata.name}`, message: problem });
      }
    }
    const report = checkManifests(objects);
    violations.push(...report.violations.map((v) => ({ ...v, where: `${label}: ${v.where}` })));
    if (binary) {
      for (const diff of crossCheck(binary, dir, objects)) {
        violations.push({ rule: "render", where: label, message: `differs from ${binary.label}: ${diff}` });
      }
    }
    if (options.outDir) {
      mkdirSync(options.outDir, { recursive: true });
      writeFileSync(join(options.outDir, `${label.replaceAll("/", "-")}.yaml`), toYaml(objects));
    }
    overlays.push({
      name: label,
      objects: objects.length,
      externalSecrets: report.externalSecrets,
      crossCheckedWith: binary?.label,
    });
  }
  return { violations, overlays, kustomizations: labels };
}

function argValue(argv: string[], flag: string): string | undefined {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const started = performance.now();
  const deployDir = argValue(argv, "--deploy-dir") ?? resolve(import.meta.dir, "..");
  const outDir = argValue(argv, "--out");
  const report = await validateDeploy({
    deployDir,
    crossCheck: !argv.includes("--no-cross-check"),
    ...(outDir ? { outDir } : {}),
  });
  for (const o of report.overlays) {
    const cross = o.crossCheckedWith ? `, same objects as ${o.crossCheckedWith}` : "";
    console.log(`rendered ${o.name}: ${o.objects} objects${cross}`);
    if (o.externalSecrets.length > 0) {
      console.log(`  expects Secrets created out of band: ${o.externalSecrets.join(", ")}`);
    }
  }
  if (report.overlays.length > 0 && !report.overlays[0]?.crossCheckedWith) {
    console.log("rendered with the built-in renderer only (no kustomize/kubectl on PATH, or cross-check disabled)");
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (report.violations.length === 0) {
    console.log(`deploy checks passed (${report.kustomizations.length} kustomizations, ${seconds}s)`);
    return 0;
  }
  for (const v of report.violations) console.error(`FAIL [${v.rule}] ${v.where}: ${v.message}`);
  console.error(`deploy checks failed: ${report.violations.length} violation(s) (${seconds}s)`);
  return 1;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(2);
    },
  );
}
