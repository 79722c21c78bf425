import { defineSlice } from "@cx/config";

/** Settings of the testing service alone (the shared infrastructure has its own slices). */
export const testingConfig = defineSlice({});
