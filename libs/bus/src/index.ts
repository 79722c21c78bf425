export { createMessageBus, type MessageBusConfig } from "./create-message-bus.ts";
export { type EventHandlers, isValidEvent, subscribeEvents } from "./events.ts";
export { createInProcessBus, type InProcessBusOptions } from "./in-process/create-in-process-bus.ts";
export * from "./port.ts";
export { BrokerUnreachableError } from "./rabbitmq/broker-unreachable.ts";
export type { ReconnectOptions } from "./rabbitmq/connection.ts";
export { createRabbitBus, type RabbitBusOptions } from "./rabbitmq/create-rabbit-bus.ts";
export { type GroupQueues, groupQueues, removeRabbitTopology } from "./rabbitmq/topology.ts";
export { topicMatches } from "./topic-pattern.ts";
