export { describeMessageBusContract } from "./contract.ts";
export { waitUntil } from "./wait-until.ts";
