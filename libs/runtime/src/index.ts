export {
  closeInfrastructure,
  INFRASTRUCTURE_SLICES,
  type Infrastructure,
  openInfrastructure,
} from "./infrastructure.ts";
export {
  defineModule,
  type InfrastructureName,
  type ModuleContext,
  type ModuleInstance,
  type PlatformModule,
  type RuntimeSettings,
} from "./module.ts";
export { allSlices, type Platform, type PlatformOptions, startPlatform } from "./platform.ts";
export { busSlice, cacheSlice, runtimeSlice, storeSlice, tracingSlice } from "./settings.ts";
export { resolveTargets, targetsFromArgs } from "./targets.ts";
