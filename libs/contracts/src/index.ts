/**
 * `@cx/contracts`: the request, response and event shapes shared by the gateway and the services.
 * Importing it registers the string formats the schemas use, so `Value.Check` works anywhere.
 */
import { registerFormats } from "./formats.ts";

registerFormats();

export * from "./actor.ts";
export * from "./builders.ts";
export * from "./events/index.ts";
export * from "./events/principal-invalidation.ts";
export { isDateTime, isEmail, isUri, registerFormats } from "./formats.ts";
export * from "./operations/index.ts";
export * from "./resources/index.ts";
export { fieldErrors } from "./validation.ts";
