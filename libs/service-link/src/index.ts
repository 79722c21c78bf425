export { type HeaderRecord, headerRecord, headersOf, MAX_FRAME_BODY_BYTES } from "./frames.ts";
export { type LinkCall, LinkFailed, type LinkOptions, LinkPool, ServiceLink } from "./link-client.ts";
export { LINK_CALLER, LINK_PATH, LinkServer, type LinkServerOptions, type Track } from "./link-server.ts";
