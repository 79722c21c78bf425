/**
 * What stops a process at start-up for a reason its operator fixes: a setting, a data directory
 * another process holds, a port in use. Its message says what to do, so the entry point prints
 * the message alone, with no stack, and exits with `exitCode` (2 for configuration, as a command
 * answers a wrong argument; 1 otherwise).
 */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "StartupError";
  }
}
