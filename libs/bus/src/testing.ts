export { describeMessageBusContract } from "./contract.ts";
export { type RefusingBus, refusingPublishes } from "./refusing-publishes.ts";
export { waitUntil } from "./wait-until.ts";
