import { defineSlice } from "@cx/config";

/** Settings of the identity service alone (the shared infrastructure has its own slices). */
export const identityConfig = defineSlice({});
