import { render } from "/work/main/deploy/checks/kustomize.ts";
import { crossCheck, findKustomize } from "/work/main/deploy/checks/crosscheck.ts";
const bin = findKustomize()!;
console.log(bin.label);
for (const d of process.argv.slice(2)) {
  try { const r = render(d); const p = crossCheck(bin, d, r); console.log(d, r.length, p.length ? p : "OK"); }
  catch (e) { console.log(d, "ERR", String(e)); }
}
