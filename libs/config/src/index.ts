export { ConfigError, describeEffectiveConfig, type Environment, loadSlice, loadSlices } from "./load.ts";
export { type ConfigSlice, type ConfigValues, defineSlice, type Setting } from "./setting.ts";
