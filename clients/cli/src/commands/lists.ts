/** `cx agents list` and `cx test list`: one line per item (id, kind, name), or JSON. */
import type { Platform } from "../platform.ts";
import type { Output } from "../progress.ts";
import { table } from "../table.ts";

export async function agentsList(platform: Platform, json: boolean, stdout: Output): Promise<number> {
  const agents = await platform.listAgents();
  if (json) stdout.write(`${JSON.stringify(agents, null, 2)}\n`);
  else if (agents.length === 0) stdout.write("No agents.\n");
  else stdout.write(`${table(agents.map((agent) => [agent.id, agent.name]))}\n`);
  return 0;
}

export async function testList(
  platform: Platform,
  folderId: string | undefined,
  json: boolean,
  stdout: Output,
): Promise<number> {
  const items = await platform.listTests(folderId);
  if (json) stdout.write(`${JSON.stringify(items, null, 2)}\n`);
  else if (items.length === 0) stdout.write("No tests.\n");
  else
    stdout.write(
      `${table(items.map((item) => [item.id, item.entity_type === "folder" ? "folder" : (item.type ?? "test"), item.name]))}\n`,
    );
  return 0;
}
