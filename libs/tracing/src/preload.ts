// Loaded by bunfig.toml before any application module, so that every span has a provider.
import { startTracing } from "./sdk.ts";

await startTracing();
