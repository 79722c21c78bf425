/**
 * The services of the platform: the one place their names are written. The route table's
 * owners, the gateway's service directory and `*_URL` settings, the modules and targets of the
 * runtime, the configuration table, the distributed test harness and the deployment checks all
 * derive from this list.
 */

export interface ServiceDescriptor<N extends string = string, W extends boolean = boolean> {
  name: N;
  /**
   * The runtime module serving the service's routes. A target of its own (routes without
   * consumers) when the service has a worker; otherwise the service target is all there is.
   */
  httpModule: `${N}-http`;
  /** The target running the service's bus consumers and sweepers without its routes, when it has one. */
  workerTarget: W extends true ? `${N}-worker` : undefined;
  /** The gateway's setting naming the service's address when it runs in another process. */
  urlEnv: `${Uppercase<N>}_URL`;
  /** The gateway's config key for `urlEnv`. */
  urlKey: `${N}Url`;
}

function service<const N extends string, const W extends boolean = false>(
  name: N,
  options: { worker?: W } = {},
): ServiceDescriptor<N, W> {
  return {
    name,
    httpModule: `${name}-http`,
    workerTarget: (options.worker ? `${name}-worker` : undefined) as ServiceDescriptor<N, W>["workerTarget"],
    urlEnv: `${name.toUpperCase() as Uppercase<N>}_URL`,
    urlKey: `${name}Url`,
  };
}

export const SERVICE_REGISTRY = [
  service("identity"),
  service("agents"),
  service("testing", { worker: true }),
  service("conversations", { worker: true }),
  service("knowledge", { worker: true }),
  service("webhooks", { worker: true }),
] as const;

export type ServiceName = (typeof SERVICE_REGISTRY)[number]["name"];

/** The registry by name, for code that belongs to one service: `SERVICES.knowledge.name`. */
export const SERVICES = Object.fromEntries(SERVICE_REGISTRY.map((s) => [s.name, s])) as {
  readonly [N in ServiceName]: Extract<(typeof SERVICE_REGISTRY)[number], { name: N }>;
};

/** A service's targets: itself, and with a worker its routes alone and its consumers alone. */
export function serviceTargets(service: ServiceDescriptor): string[] {
  return service.workerTarget ? [service.name, service.httpModule, service.workerTarget] : [service.name];
}
