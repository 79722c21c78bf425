import { ConfigError, type ConfigValues } from "@cx/config";
import type { FetchHandler } from "@cx/http-kit";
import type { ServiceName } from "@cx/route-table";
import type { gatewayConfig } from "../config.ts";
import { httpClient, inProcessClient, type ServiceClient } from "./service-client.ts";

const SERVICES: readonly ServiceName[] = ["identity", "agents", "testing", "conversations", "knowledge"];

const URL_SETTING: Record<ServiceName, keyof ConfigValues<typeof gatewayConfig>> = {
  identity: "identityUrl",
  agents: "agentsUrl",
  testing: "testingUrl",
  conversations: "conversationsUrl",
  knowledge: "knowledgeUrl",
};

/** Picks, per service, the in-process handler when the service runs here, else its URL. */
export function serviceDirectory(
  config: ConfigValues<typeof gatewayConfig>,
  localHandlers: ReadonlyMap<string, FetchHandler>,
): Record<ServiceName, ServiceClient> {
  const missing: string[] = [];
  const clients = {} as Record<ServiceName, ServiceClient>;
  for (const service of SERVICES) {
    const local = localHandlers.get(service);
    const url = config[URL_SETTING[service]] as string | undefined;
    if (local) clients[service] = inProcessClient(local);
    else if (url) clients[service] = httpClient(url, config.forwardTimeoutMs);
    else missing.push(`${service.toUpperCase()}_URL is required: the ${service} service does not run in this process`);
  }
  if (missing.length > 0) throw new ConfigError(missing);
  return clients;
}
