export {
  busModule,
  cacheModule,
  INFRASTRUCTURE_MODULES,
  type Infrastructure,
  storeModule,
} from "./infrastructure.ts";
export { type LeasedJobSettings, leasedJobSettings } from "./job-settings.ts";
export {
  ALL,
  type AnyModule,
  allTarget,
  type Dependencies,
  defineModule,
  isUserFacing,
  type ModuleContext,
  type ModuleInstance,
  type ModuleKind,
  type PlatformModule,
  type Provided,
  type ProvidedBy,
  type RuntimeSettings,
  serviceModuleKit,
  serviceTarget,
} from "./module.ts";
export { allSlices, type Platform, type PlatformOptions, startPlatform } from "./platform.ts";
export { busSlice, cacheSlice, runtimeSlice, storeSlice, tracingSlice } from "./settings.ts";
export { type StartedModules, type StartModulesOptions, startModules } from "./start-modules.ts";
export { resolveTargets, targetsFromArgs, userTargets } from "./targets.ts";
