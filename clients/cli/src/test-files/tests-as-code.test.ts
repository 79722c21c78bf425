import { afterAll, beforeEach, describe, expect, it } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { runCli } from "../cli.ts";
import { fakePlatform } from "./test-fixtures.ts";

let platform: ReturnType<typeof fakePlatform>;
let rootId: string;
let greetsId: string;
let orderId: string;
let dir: string;

afterAll(() => platform.server.stop(true));

beforeEach(() => {
  platform?.server.stop(true);
  platform = fakePlatform();
  rootId = platform.folder("Support bot", null);
  const orders = platform.folder("Orders & refunds", rootId);
  greetsId = platform.test({
    name: "Greets back",
    type: "next_reply",
    parent_folder_id: rootId,
    chat_history: [{ role: "user", message: "Hello, I am Ada" }],
    success_condition: "The agent greets the user by name",
  });
  orderId = platform.test({
    name: "Takes the order",
    type: "simulation",
    parent_folder_id: orders,
    simulation_scenario: "You want two pizzas.",
    success_conditions: ["The agent repeats the order"],
  });
  platform.writes.length = 0;
  dir = join(mkdtempSync(join(tmpdir(), "cx-tests-")), "support-bot");
});

async function cx(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env: { CX_BASE_URL: platform.baseUrl, CX_API_KEY: "cxk_1", CX_WORKSPACE: "ws_1" },
    stdout: { write: (text) => void out.push(text), isTTY: false },
    stderr: { write: (text) => void err.push(text), isTTY: false },
    retries: 0,
  });
  return { code, stdout: out.join(""), stderr: err.join("") };
}

const read = (path: string) => readFileSync(join(dir, path), "utf8");

describe("cx test pull", () => {
  it("writes one YAML file a test, id first, subfolders as directories each with its _folder.yaml", async () => {
    const pulled = await cx(["test", "pull", "--folder", rootId, dir]);
    expect(pulled.stderr).toBe("");
    expect(pulled).toMatchObject({ code: 0, stdout: `Pulled 2 test(s) in 2 folder(s) of Support bot into ${dir}\n` });
    expect(parse(read("_folder.yaml"))).toEqual({ id: rootId, name: "Support bot" });
    expect(read("greets-back.yaml").split("\n").slice(0, 3)).toEqual([
      `id: ${greetsId}`,
      "name: Greets back",
      "type: next_reply",
    ]);
    expect(parse(read("greets-back.yaml"))).toEqual({
      id: greetsId,
      name: "Greets back",
      type: "next_reply",
      dynamic_variables: {},
      evaluation_model: "",
      tool_mock_config: { mocking_strategy: "all" },
      chat_history: [{ role: "user", message: "Hello, I am Ada" }],
      success_condition: "The agent greets the user by name",
      success_examples: [],
      failure_examples: [],
    });
    expect(parse(read("orders-refunds/_folder.yaml")).name).toBe("Orders & refunds");
    expect(parse(read("orders-refunds/takes-the-order.yaml"))).toMatchObject({
      id: orderId,
      type: "simulation",
      simulation_max_turns: 5,
      success_conditions: ["The agent repeats the order"],
    });
    expect(platform.writes).toEqual([]);
  });

  it("writes a renamed test over its former file, and refuses an unknown folder", async () => {
    await cx(["test", "pull", "--folder", rootId, dir]);
    platform.items.get(greetsId)!.name = "Greets by name";
    expect((await cx(["test", "pull", "--folder", rootId, dir])).code).toBe(0);
    expect(parse(read("greets-back.yaml")).name).toBe("Greets by name");
    expect(existsSync(join(dir, "greets-by-name.yaml"))).toBe(false);
    const missing = await cx(["test", "pull", "--folder", "tfd_nope", join(dir, "other")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("folder tfd_nope: 404 not_found");
  });
});

describe("cx test push", () => {
  it("leaves alone what did not change, writing nothing", async () => {
    await cx(["test", "pull", "--folder", rootId, dir]);
    const pushed = await cx(["test", "push", dir]);
    expect(pushed.code).toBe(0);
    expect(pushed.stdout).toBe(
      [
        `unchanged  greets-back.yaml  ${greetsId}`,
        `unchanged  orders-refunds/takes-the-order.yaml  ${orderId}`,
        "0 created, 0 changed, 2 left alone.",
        "",
      ].join("\n"),
    );
    expect(platform.writes).toEqual([]);
  });

  it("creates tests and folders, writing their ids back, changes what changed, and is idempotent", async () => {
    await cx(["test", "pull", "--folder", rootId, dir]);
    writeFileSync(
      join(dir, "greets-back.yaml"),
      read("greets-back.yaml").replace("greets the user by name", "greets Ada by name"),
    );
    writeFileSync(
      join(dir, "says-goodbye.yaml"),
      [
        "# Kept beside the prompt; reviewed with it.",
        "name: Says goodbye",
        "type: next_reply",
        "chat_history:",
        "  - role: user",
        "    message: Thanks, bye!",
        "success_condition: The agent says goodbye",
        "",
      ].join("\n"),
    );
    mkdirSync(join(dir, "escalations"));
    writeFileSync(
      join(dir, "escalations", "asks-for-a-human.yaml"),
      "name: Asks for a human\ntype: simulation\nsimulation_scenario: You want a person.\nsuccess_conditions: [The agent hands over]\n",
    );

    const pushed = await cx(["test", "push", dir]);
    expect(pushed.stderr).toBe("");
    expect(pushed.code).toBe(0);
    const lines = pushed.stdout.trim().split("\n");
    const newFolder = platform.writes[0]!.replace("create ", "");
    expect(lines).toEqual([
      `created    escalations/  ${newFolder}`,
      `changed    greets-back.yaml  ${greetsId}`,
      expect.stringMatching(/^created {4}says-goodbye\.yaml {2}tst_\d+$/),
      expect.stringMatching(/^created {4}escalations\/asks-for-a-human\.yaml {2}tst_\d+$/),
      `unchanged  orders-refunds/takes-the-order.yaml  ${orderId}`,
      "2 created, 1 changed, 1 left alone.",
    ]);
    expect(platform.items.get(greetsId)!.success_condition).toBe("The agent greets Ada by name");
    expect(platform.items.get(greetsId)!.parent_folder_id).toBe(rootId);

    const goodbye = read("says-goodbye.yaml");
    const goodbyeId = parse(goodbye).id as string;
    expect(goodbye.split("\n").slice(0, 3)).toEqual([
      "# Kept beside the prompt; reviewed with it.",
      `id: ${goodbyeId}`,
      "name: Says goodbye",
    ]);
    expect(platform.items.get(goodbyeId)).toMatchObject({ name: "Says goodbye", parent_folder_id: rootId });
    expect(parse(read("escalations/_folder.yaml"))).toEqual({ id: newFolder, name: "escalations" });
    const humanId = parse(read("escalations/asks-for-a-human.yaml")).id as string;
    expect(platform.items.get(humanId)).toMatchObject({ parent_folder_id: newFolder, simulation_max_turns: 5 });

    platform.writes.length = 0;
    const again = await cx(["test", "push", dir]);
    expect(again.stdout).toEndWith("0 created, 0 changed, 4 left alone.\n");
    expect(platform.writes).toEqual([]);
  });

  it("moves a test whose file moved to another folder's directory", async () => {
    await cx(["test", "pull", "--folder", rootId, dir]);
    writeFileSync(join(dir, "orders-refunds", "greets-back.yaml"), read("greets-back.yaml"));
    Bun.spawnSync(["rm", join(dir, "greets-back.yaml")]);
    const pushed = await cx(["test", "push", dir]);
    expect(pushed.stdout).toContain(`changed    orders-refunds/greets-back.yaml  ${greetsId}`);
    const ordersId = parse(read("orders-refunds/_folder.yaml")).id;
    expect(platform.items.get(greetsId)!.parent_folder_id).toBe(ordersId);
  });

  it("refuses the whole push when one file is invalid, naming every file and field, and changes nothing", async () => {
    await cx(["test", "pull", "--folder", rootId, dir]);
    const edited = read("greets-back.yaml").replace("greets the user by name", "greets Ada");
    writeFileSync(join(dir, "greets-back.yaml"), edited);
    writeFileSync(join(dir, "new.yaml"), "name: New\ntype: next_reply\nchat_history: []\nsuccess_condition: Ok\n");
    writeFileSync(
      join(dir, "orders-refunds", "takes-the-order.yaml"),
      read("orders-refunds/takes-the-order.yaml").replace("simulation_max_turns: 5", "simulation_max_turns: 80"),
    );
    const pushed = await cx(["test", "push", dir]);
    expect(pushed.code).toBe(2);
    expect(pushed.stdout).toBe("");
    expect(pushed.stderr).toContain("cx: 2 file(s) cannot be pushed; nothing was changed:");
    expect(pushed.stderr).toContain("  new.yaml: chat_history: needs at least 1 item(s)");
    expect(pushed.stderr).toContain("  orders-refunds/takes-the-order.yaml: simulation_max_turns: must be at most 50");
    expect(platform.writes).toEqual([]);
    expect(read("new.yaml")).not.toContain("id:");
    expect(platform.items.get(greetsId)!.success_condition).toBe("The agent greets the user by name");
  });

  it("names the field of each kind of invalid file", async () => {
    const cases: [string, string, string][] = [
      [
        "bad-yaml.yaml",
        "name: [unclosed\n",
        "bad-yaml.yaml: line 2: is not valid YAML: Flow sequence in block collection",
      ],
      ["no-kind.yaml", "name: X\ntype: voice\n", 'no-kind.yaml: type: must be one of "next_reply", "simulation"'],
      [
        "role.yaml",
        "name: X\ntype: next_reply\nchat_history: [{role: bot}]\nsuccess_condition: Y\n",
        'role.yaml: chat_history[0].role: must be one of "user", "agent"',
      ],
      [
        "last.yaml",
        "name: X\ntype: next_reply\nchat_history: [{role: user}, {role: agent}]\nsuccess_condition: Y\n",
        "last.yaml: chat_history[1].role: the last entry must be user",
      ],
      [
        "missing.yaml",
        "name: X\ntype: simulation\nsuccess_conditions: [Y]\n",
        "missing.yaml: simulation_scenario: is required",
      ],
      [
        "typo.yaml",
        "name: X\ntype: next_reply\nchat_history: [{role: user}]\nsuccess_condition: Y\nsucess_examples: []\n",
        "typo.yaml: sucess_examples: is not a field of a next_reply test",
      ],
      [
        "folder-set.yaml",
        "name: X\ntype: simulation\nsimulation_scenario: S\nsuccess_conditions: [Y]\nparent_folder_id: tfd_1\n",
        "folder-set.yaml: parent_folder_id: is given by the file's directory; remove it",
      ],
      [
        "blank-name.yaml",
        'name: "  "\ntype: simulation\nsimulation_scenario: S\nsuccess_conditions: [Y]\n',
        "blank-name.yaml: name: must match",
      ],
      ["list.yaml", "- name: X\n", "list.yaml: (the file): must be a mapping of a test's fields"],
    ];
    for (const [file, text, expected] of cases) {
      const caseDir = mkdtempSync(join(tmpdir(), "cx-invalid-"));
      writeFileSync(join(caseDir, file), text);
      const pushed = await cx(["test", "push", caseDir]);
      expect(pushed.code, file).toBe(2);
      expect(pushed.stderr, file).toContain(`  ${expected}`);
    }
    expect(platform.writes).toEqual([]);
  });

  it("refuses ids of tests, folders and agents the workspace does not know, and ids given twice", async () => {
    await cx(["test", "pull", "--folder", rootId, dir]);
    writeFileSync(join(dir, "copy.yaml"), read("greets-back.yaml"));
    writeFileSync(join(dir, "gone.yaml"), read("greets-back.yaml").replace(greetsId, "tst_9999"));
    const twice = await cx(["test", "push", dir]);
    expect(twice.stderr).toContain(`  greets-back.yaml: id: ${greetsId} is also the id in copy.yaml`);
    Bun.spawnSync(["rm", join(dir, "copy.yaml")]);
    const unknown = await cx(["test", "push", dir]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("  gone.yaml: id: no test tst_9999 in this workspace");
    writeFileSync(join(dir, "_folder.yaml"), "id: tfd_9999\nname: Gone\n");
    Bun.spawnSync(["rm", join(dir, "gone.yaml")]);
    expect((await cx(["test", "push", dir])).stderr).toContain(
      "  _folder.yaml: id: no folder tfd_9999 in this workspace",
    );
    writeFileSync(join(dir, "_folder.yaml"), `id: ${rootId}\nname: Support bot\n`);
    writeFileSync(join(dir, "greets-back.yaml"), `agent_id: agt_nope\n${read("greets-back.yaml")}`);
    expect((await cx(["test", "push", dir])).stderr).toContain(
      "  greets-back.yaml: agent_id: no agent agt_nope in this workspace",
    );
    expect(platform.writes).toEqual([]);
  });

  it("pushes a directory without _folder.yaml to the workspace's root, or to --folder", async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "a.yaml"), "name: A\ntype: simulation\nsimulation_scenario: S\nsuccess_conditions: [Y]\n");
    expect((await cx(["test", "push", dir])).code).toBe(0);
    expect(platform.items.get(parse(read("a.yaml")).id)!.parent_folder_id).toBeNull();
    const pushed = await cx(["test", "push", "--folder", rootId, dir]);
    expect(pushed.stdout).toContain("changed    a.yaml");
    expect(platform.items.get(parse(read("a.yaml")).id)!.parent_folder_id).toBe(rootId);
  });
});
