import { ConfigError, type ConfigValues } from "@cx/config";
import { CALLER_HEADER, CallerSigner, type FetchHandler, signCaller } from "@cx/http-kit";
import { SERVICE_REGISTRY, type ServiceName } from "@cx/route-table";
import { LINK_CALLER, LinkPool } from "@cx/service-link";
import type { gatewayConfig } from "../config.ts";
import { inProcessClient, remoteClient, type ServiceClient } from "./service-client.ts";

export interface ServiceDirectory {
  services: Record<ServiceName, ServiceClient>;
  /** Closes the links to services in other processes. */
  close(): void;
}

/**
 * Picks, per service of the registry, its HTTP module's handler when that module runs in this
 * process, else its `<SERVICE>_URL`, reached over `GATEWAY_SERVICE_LINKS` links and HTTP. The
 * handler is looked up per request: the runtime registers handlers while the process starts, in
 * whatever order the module graph gives.
 */
export function serviceDirectory(
  config: ConfigValues<typeof gatewayConfig>,
  localModules: ReadonlySet<string>,
  localHandlers: ReadonlyMap<string, FetchHandler>,
  internalSecret: string,
): ServiceDirectory {
  const missing: string[] = [];
  const services = {} as Record<ServiceName, ServiceClient>;
  const pools: LinkPool[] = [];
  // One signer for every remote service: a caller's token is signed once, whichever it calls.
  const signer = new CallerSigner(internalSecret);
  for (const service of SERVICE_REGISTRY) {
    const url = config[service.urlKey];
    if (localModules.has(service.httpModule))
      services[service.name] = inProcessClient((request) => {
        const handler = localHandlers.get(service.httpModule);
        if (!handler) return Promise.reject(new Error(`the ${service.name} service has not started`));
        return handler(request);
      });
    else if (url) {
      const links =
        config.serviceLinks > 0
          ? new LinkPool(config.serviceLinks, {
              baseUrl: url,
              credentials: () => ({ [CALLER_HEADER]: signCaller(LINK_CALLER, internalSecret) }),
            })
          : undefined;
      if (links) pools.push(links);
      services[service.name] = remoteClient(url, config.forwardTimeoutMs, signer, links);
    } else missing.push(`${service.urlEnv} is required: the ${service.name} service does not run in this process`);
  }
  if (missing.length > 0) throw new ConfigError(missing);
  return {
    services,
    close: () => {
      for (const pool of pools) pool.close();
    },
  };
}
