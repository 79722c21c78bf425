import { defineSlice } from "@cx/config";

/** Settings of the conversations service alone (the shared infrastructure has its own slices). */
export const conversationsConfig = defineSlice({});
