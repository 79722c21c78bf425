/**
 * `@cx/store/testing`: the contract suite every adapter of the store port must pass, and the
 * reading of everything an embedded store holds.
 */
export { describeDocumentStoreContract } from "./contract.ts";
export { everyStoredRow } from "./stored-rows.ts";
