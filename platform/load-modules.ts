import { SERVICE_REGISTRY, type ServiceName, serviceTargets } from "@cx/route-table";
import { ALL, type AnyModule } from "@cx/runtime";
import { platformGraph } from "./graph.ts";

/** Each service's package, imported only by the processes that run one of its targets. */
const SERVICE_LOADERS: Record<ServiceName, () => Promise<readonly AnyModule[]>> = {
  identity: async () => (await import("@cx/identity")).identityModules,
  agents: async () => (await import("@cx/agents")).agentsModules,
  testing: async () => (await import("@cx/testing")).testingModules,
  conversations: async () => (await import("@cx/conversations")).conversationsModules,
  knowledge: async () => (await import("@cx/knowledge")).knowledgeModules,
  webhooks: async () => (await import("@cx/webhooks")).webhooksModules,
};

const GATEWAY = "gateway";

/**
 * The module graph a process needs for `targets`: the packages of the services it runs and the
 * gateway's when it runs the gateway, nothing else. A process running one service never loads
 * the code (and the libraries) of the others, which is most of what an idle process holds in
 * memory. `all`, or a target no service claims (refused with the full list), loads everything.
 */
export async function loadPlatformModules(targets: readonly string[]): Promise<AnyModule[]> {
  const services = new Set<ServiceName>();
  let gateway = false;
  let everything = false;
  for (const target of targets) {
    if (target === GATEWAY) gateway = true;
    else {
      const owner = SERVICE_REGISTRY.find((s) => serviceTargets(s).includes(target));
      if (owner) services.add(owner.name);
      else everything = true;
    }
    if (target === ALL) everything = true;
  }
  const chosen = everything
    ? SERVICE_REGISTRY.map((s) => s.name)
    : SERVICE_REGISTRY.map((s) => s.name).filter((n) => services.has(n));
  const loaded = await Promise.all(chosen.map((name) => SERVICE_LOADERS[name]()));
  const gatewayModule = gateway || everything ? (await import("@cx/gateway")).gatewayModule : null;
  return platformGraph(loaded, gatewayModule);
}
