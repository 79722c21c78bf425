export { describeCacheContract, INTENTIONAL_HANDLER_FAILURE } from "./contract.ts";
