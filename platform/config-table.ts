import type { ConfigSlice } from "@cx/config";
import { allSlices } from "@cx/runtime";
import { PLATFORM_MODULES } from "./modules.ts";

/** The README's configuration table, from the slices themselves (`bun platform/config-table.ts`). */
export function configurationTable(slices: ConfigSlice[] = allSlices(PLATFORM_MODULES)): string {
  const rows = new Map<string, string>();
  for (const slice of slices) {
    for (const setting of Object.values(slice)) {
      if (rows.has(setting.env)) continue;
      const fallback =
        setting.default === undefined
          ? setting.required
            ? "required"
            : "unset"
          : Array.isArray(setting.default) && setting.default.length === 0
            ? "empty"
            : `\`${Array.isArray(setting.default) ? setting.default.join(",") : String(setting.default)}\``;
      const secret = setting.secret ? " Secret." : "";
      rows.set(setting.env, `| \`${setting.env}\` | ${fallback} | ${setting.description}${secret} |`);
    }
  }
  return ["| Variable | Default | What it does |", "|---|---|---|", ...rows.values()].join("\n");
}

if (import.meta.main) console.log(configurationTable());
