// Loaded by bunfig.toml before any application module: tracing is set up, and where spans are
// recorded their provider and exporter loaded, before any module can make a span.
import { startTracing } from "./sdk.ts";

await startTracing();
