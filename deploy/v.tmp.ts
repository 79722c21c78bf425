import { render } from "./checks/kustomize.ts";
import { validateSchema } from "./checks/schema.ts";
const t = performance.now();
for (const d of ["overlays/dev", "overlays/prod"]) {
  for (const o of render(d)) { const p = await validateSchema(o); if (p.length) console.log(d, o.kind, o.metadata.name, p); }
}
const bad = render("overlays/dev").find(o => o.kind === "Deployment")!;
(bad.spec as any).replicas = "three"; (bad.spec as any).template.spec.containers[0].resources.limits.cpu = "lots";
console.log(await validateSchema(bad));
console.log(await validateSchema({apiVersion: "example.com/v1", kind: "Widget", metadata: {name: "x"}} as any));
console.log((performance.now() - t).toFixed(0), "ms");
