export * from "./route-table.ts";
