/** `@cx/store/testing`: the contract suite every adapter of the store port must pass. */
export { describeDocumentStoreContract } from "./contract.ts";
