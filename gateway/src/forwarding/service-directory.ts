import { ConfigError, type ConfigValues } from "@cx/config";
import type { FetchHandler } from "@cx/http-kit";
import { SERVICE_REGISTRY, type ServiceName } from "@cx/route-table";
import type { gatewayConfig } from "../config.ts";
import { httpClient, inProcessClient, type ServiceClient } from "./service-client.ts";

/**
 * Picks, per service of the registry, its HTTP module's handler when that module runs in this
 * process, else its `<SERVICE>_URL`. The handler is looked up per request: the runtime registers
 * handlers while the process starts, in whatever order the module graph gives.
 */
export function serviceDirectory(
  config: ConfigValues<typeof gatewayConfig>,
  localModules: ReadonlySet<string>,
  localHandlers: ReadonlyMap<string, FetchHandler>,
): Record<ServiceName, ServiceClient> {
  const missing: string[] = [];
  const clients = {} as Record<ServiceName, ServiceClient>;
  for (const service of SERVICE_REGISTRY) {
    const url = config[service.urlKey];
    if (localModules.has(service.httpModule))
      clients[service.name] = inProcessClient(async (request) => {
        const handler = localHandlers.get(service.httpModule);
        if (!handler) throw new Error(`the ${service.name} service has not started`);
        return handler(request);
      });
    else if (url) clients[service.name] = httpClient(url, config.forwardTimeoutMs);
    else missing.push(`${service.urlEnv} is required: the ${service.name} service does not run in this process`);
  }
  if (missing.length > 0) throw new ConfigError(missing);
  return clients;
}
