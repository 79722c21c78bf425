/** `cx`: parses the command, talks to the platform, and turns every outcome into an exit code. */
import { parseCommand, resolveConnection, USAGE } from "./args.ts";
import { deploy, deploymentsHistory } from "./commands/deploy.ts";
import { agentsList, testList } from "./commands/lists.ts";
import { testCompare, testHistory } from "./commands/results.ts";
import { testPull } from "./commands/test-pull.ts";
import { testPush } from "./commands/test-push.ts";
import { testRun } from "./commands/test-run.ts";
import { CliError, EXIT, UsageError } from "./errors.ts";
import type { LiveUpdateSettings } from "./live-updates.ts";
import { Platform } from "./platform.ts";
import type { Output } from "./progress.ts";

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: Output;
  stderr: Output;
  fetch?: typeof globalThis.fetch;
  /** Retries of a request that could not reach the platform. */
  retries?: number;
  /** How `test run` follows the live updates (retries, back-off, silence); defaults otherwise. */
  liveUpdates?: LiveUpdateSettings;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === "help") {
      io.stdout.write(`${USAGE}\n`);
      return EXIT.passed;
    }
    const platform = new Platform({
      ...resolveConnection(command.connection, io.env),
      ...(io.fetch ? { fetch: io.fetch } : {}),
      ...(io.retries !== undefined ? { retries: io.retries } : {}),
    });
    switch (command.name) {
      case "agents list":
        return await agentsList(platform, command.json, io.stdout);
      case "test list":
        return await testList(platform, command.folderId, command.json, io.stdout);
      case "test run":
        return await testRun(platform, command, io, io.liveUpdates);
      case "test compare":
        return await testCompare(platform, command, io.stdout);
      case "test history":
        return await testHistory(platform, command, io.stdout);
      case "test pull":
        return await testPull(platform, command, io.stdout);
      case "test push":
        return await testPush(platform, command, io.stdout);
      case "deploy":
        return await deploy(platform, command, io);
      case "deployments history":
        return await deploymentsHistory(platform, command, io.stdout);
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`cx: ${error.message}\n`);
      if (error instanceof UsageError) io.stderr.write("Run `cx --help` for usage.\n");
      return error.exitCode;
    }
    io.stderr.write(`cx: ${(error as Error).stack ?? String(error)}\n`);
    return EXIT.usage;
  }
}
