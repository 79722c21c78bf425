import { defineSlice } from "@cx/config";

/** Settings of the knowledge service alone (the shared infrastructure has its own slices). */
export const knowledgeConfig = defineSlice({});
