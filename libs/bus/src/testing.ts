export { describeMessageBusContract } from "./contract.ts";
export { startTcpProxy, type TcpProxy } from "./rabbitmq/tcp-proxy.ts";
export { type RefusingBus, refusingPublishes } from "./refusing-publishes.ts";
export { waitUntil } from "./wait-until.ts";
