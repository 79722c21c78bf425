export * from "./route-table.ts";
export * from "./services.ts";
