import { newId as makeId } from "@cx/ids";

export { asWorkspaceId, type WorkspaceId } from "@cx/ids";

/**
 * `tst_` test, `tfd_` test folder, `trv_` test revision, `tdl_` subtree deletion in progress,
 * `inv_` invocation, `itm_` invocation item (one test of an invocation), `run_` run, `conv_` the
 * conversation a simulation run records, `rls_` a worker's lease on a run.
 */
export type IdPrefix = "tst" | "tfd" | "trv" | "tdl" | "inv" | "itm" | "run" | "conv" | "rls";

export function newId<P extends IdPrefix>(prefix: P): `${P}_${string}` {
  return makeId(prefix);
}

export function isFolderId(id: string): boolean {
  return id.startsWith("tfd_");
}

export function isTestId(id: string): boolean {
  return id.startsWith("tst_");
}
