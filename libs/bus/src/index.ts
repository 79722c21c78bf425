export * from "./port.ts";
export { createInProcessBus, type InProcessBusOptions } from "./in-process/create-in-process-bus.ts";
export { createRabbitBus, type RabbitBusOptions } from "./rabbitmq/create-rabbit-bus.ts";
export type { ReconnectOptions } from "./rabbitmq/connection.ts";
export { groupQueues, removeRabbitTopology, type GroupQueues } from "./rabbitmq/topology.ts";
export { createMessageBus, type MessageBusConfig } from "./create-message-bus.ts";
export { topicMatches } from "./topic-pattern.ts";
