import { defineSlice } from "@cx/config";
import { outboundConfig } from "@cx/safe-fetch";

/**
 * Settings of the agents service (the shared infrastructure has its own slices): the networks
 * webhook tool URLs may name, checked when a tool is written.
 */
export const agentsConfig = defineSlice({ ...outboundConfig });
