// NetworkPolicy rules: default deny, a policy covering every pod, only the gateway reachable from
// outside the namespace (the ingress controller, which brings both the API and the dashboard),
// only the gateway calling the services, and the platform's pods reaching what they depend on.

import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import {
  isGateway,
  isService,
  type LabelSelector,
  platformDeployments,
  ref,
  selectorMatches,
  spec,
  workloads,
} from "./objects.ts";
import { DEPLOY_DIR, type K8sObject, render, renderChecked } from "./render.ts";

const PORT = 8080;

interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string };
}

interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { protocol?: string; port?: number | string }[];
}

interface Policy {
  object: K8sObject;
  selector: LabelSelector | undefined;
  /** Undefined when the policy does not restrict that direction. */
  ingress: Rule[] | undefined;
  egress: Rule[] | undefined;
}

interface PolicySpec {
  podSelector?: LabelSelector;
  policyTypes?: string[];
  ingress?: Rule[];
  egress?: Rule[];
}

function policies(all: K8sObject[]): Policy[] {
  return all
    .filter((o) => o.kind === "NetworkPolicy")
    .map((o) => {
      const s = spec<PolicySpec>(o);
      // Kubernetes' defaults: Ingress always, Egress only when egress rules are present.
      const types = s.policyTypes?.length ? s.policyTypes : ["Ingress", ...(s.egress ? ["Egress"] : [])];
      return {
        object: o,
        selector: s.podSelector,
        ingress: types.includes("Ingress") ? (s.ingress ?? []) : undefined,
        egress: types.includes("Egress") ? (s.egress ?? []) : undefined,
      };
    });
}

function allows(rule: Rule, port: number, protocol: string): boolean {
  return (
    !rule.ports?.length ||
    rule.ports.some((p) => (p.protocol ?? "TCP") === protocol && (p.port === undefined || p.port === port))
  );
}

function expectDefaultDeny(all: K8sObject[]): void {
  const denies = policies(all).filter(
    (p) => Object.keys(p.selector ?? {}).length === 0 && p.ingress?.length === 0 && p.egress?.length === 0,
  );
  expect(denies.map((p) => ref(p.object))).toEqual(["NetworkPolicy/default-deny"]);
}

function expectIngressRules(all: K8sObject[]): void {
  const pols = policies(all);
  const pods = workloads(all).filter((w) => w.object.kind !== "CronJob");
  const problems: string[] = [];
  for (const w of pods) {
    const admitting = pols.filter((p) => p.ingress !== undefined && selectorMatches(p.selector, w.podLabels));
    if (admitting.length === 0) problems.push(`${w.ref}: accepts traffic from anywhere: no ingress policy selects it`);
    const gateway = isGateway(w.podLabels);
    let fromIngressController = false;
    for (const p of admitting) {
      for (const rule of p.ingress ?? []) {
        if (!rule.from?.length) {
          if (!gateway) problems.push(`${w.ref}: ${ref(p.object)} admits every source`);
          fromIngressController = true;
          continue;
        }
        for (const peer of rule.from) {
          if (peer.namespaceSelector || peer.ipBlock) {
            if (!gateway)
              problems.push(
                `${w.ref}: ${ref(p.object)} admits traffic from outside the namespace; only the gateway may`,
              );
            else if (allows(rule, PORT, "TCP")) fromIngressController = true;
            continue;
          }
          if (!isService(w.podLabels)) continue;
          const strangers = pods.filter(
            (o) => selectorMatches(peer.podSelector, o.podLabels) && !isGateway(o.podLabels),
          );
          if (strangers.length > 0) {
            problems.push(
              `${w.ref}: ${ref(p.object)} lets ${strangers.map((s) => s.ref).join(", ")} call it; only the gateway may`,
            );
          }
        }
      }
    }
    // The ingress controller brings every request for the API and the dashboard to port 8080.
    if (gateway && !fromIngressController)
      problems.push(`${w.ref}: no policy lets the ingress controller reach port ${PORT}`);
  }
  expect(problems).toEqual([]);
}

const DEPENDENCIES: [string, number, string][] = [
  ["DNS", 53, "UDP"],
  ["MongoDB", 27017, "TCP"],
  ["RabbitMQ", 5672, "TCP"],
  ["Redis", 6379, "TCP"],
  ["the OTel collector", 4318, "TCP"],
];

function expectEgressRules(all: K8sObject[]): void {
  const pols = policies(all);
  const services = platformDeployments(all).filter((w) => isService(w.podLabels));
  const problems: string[] = [];
  for (const w of platformDeployments(all)) {
    const rules = pols
      .filter((p) => p.egress !== undefined && selectorMatches(p.selector, w.podLabels))
      .flatMap((p) => p.egress ?? []);
    for (const [what, port, protocol] of DEPENDENCIES) {
      if (!rules.some((r) => allows(r, port, protocol)))
        problems.push(`${w.ref}: cannot reach ${what} (${protocol} ${port})`);
    }
    if (isGateway(w.podLabels)) {
      const reaches = rules.some(
        (r) =>
          allows(r, PORT, "TCP") &&
          (!r.to?.length || r.to.some((peer) => services.every((s) => selectorMatches(peer.podSelector, s.podLabels)))),
      );
      if (!reaches) problems.push(`${w.ref}: cannot reach the services on port ${PORT}`);
    }
  }
  expect(problems).toEqual([]);
}

const RULES: [string, (all: K8sObject[]) => void][] = [
  ["one default-deny policy closes both directions for every pod", expectDefaultDeny],
  [
    "an ingress policy covers every pod; only the gateway is reachable from outside, only by the ingress controller, and only the gateway calls the services",
    expectIngressRules,
  ],
  [
    "the gateway and the services reach DNS, MongoDB, RabbitMQ, Redis and the collector; the gateway reaches the services",
    expectEgressRules,
  ],
];

for (const { label, objects } of renderChecked()) {
  describe(label, () => {
    for (const [name, rule] of RULES) test(name, () => rule(objects));
  });
}

describe("each rule catches a broken manifest", () => {
  const dev = render(join(DEPLOY_DIR, "overlays/dev"));
  const without = (name: string) => (o: K8sObject[]) =>
    o.filter((x) => !(x.kind === "NetworkPolicy" && x.metadata.name === name));
  const servicesFrom = (o: K8sObject[]) => {
    const policy = o.find((x) => x.kind === "NetworkPolicy" && x.metadata.name === "services-from-gateway");
    const from = spec<PolicySpec>(policy).ingress?.[0]?.from;
    if (!from) throw new Error("services-from-gateway has no ingress peers");
    return from;
  };
  const cases: [string, (all: K8sObject[]) => void, (all: K8sObject[]) => K8sObject[], string][] = [
    [
      "no network policies",
      expectIngressRules,
      (o) => o.filter((x) => x.kind !== "NetworkPolicy"),
      "Deployment/gateway: accepts traffic from anywhere",
    ],
    ["no default deny", expectDefaultDeny, without("default-deny"), "NetworkPolicy/default-deny"],
    [
      "service reachable from another namespace",
      expectIngressRules,
      (o) => {
        servicesFrom(o).push({ namespaceSelector: {} });
        return o;
      },
      "Deployment/agents: NetworkPolicy/services-from-gateway admits traffic from outside the namespace",
    ],
    [
      "service callable by another service",
      expectIngressRules,
      (o) => {
        servicesFrom(o).push({ podSelector: { matchLabels: { "app.kubernetes.io/name": "agents" } } });
        return o;
      },
      "NetworkPolicy/services-from-gateway lets Deployment/agents call it",
    ],
    ["no DNS", expectEgressRules, without("allow-dns"), "Deployment/gateway: cannot reach DNS (UDP 53)"],
    [
      "services cannot reach the datastores",
      expectEgressRules,
      without("platform-to-datastores"),
      "Deployment/identity: cannot reach MongoDB (TCP 27017)",
    ],
    [
      "gateway cannot reach the services",
      expectEgressRules,
      without("gateway-to-services"),
      "Deployment/gateway: cannot reach the services on port 8080",
    ],
    [
      "gateway unreachable from the ingress controller",
      expectIngressRules,
      without("gateway-from-ingress-controller"),
      "Deployment/gateway: no policy lets the ingress controller reach port 8080",
    ],
  ];

  test("the cases start from manifests that pass", () => {
    for (const [, rule] of RULES) rule(dev);
  });

  for (const [name, rule, breakIt, offender] of cases) {
    test(name, () => {
      expect(() => rule(breakIt(structuredClone(dev)))).toThrow(offender);
    });
  }
});
