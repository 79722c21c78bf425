import { defineSlice } from "@cx/config";

/** Settings of the agents service alone (the shared infrastructure has its own slices). */
export const agentsConfig = defineSlice({});
