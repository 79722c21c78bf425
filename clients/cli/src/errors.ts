/** Exit codes: 0 every run passed, 1 a run did not pass, 2 the command could not do its work. */
export const EXIT = { passed: 0, failed: 1, usage: 2 } as const;

/** A failure that stops the command before any verdict: bad usage, credentials or connection. */
export class CliError extends Error {
  readonly exitCode = EXIT.usage;
}

export class UsageError extends CliError {}

/** The platform refused the credentials (401) or the key may not do this (403). */
export class AuthError extends CliError {}

/** The platform could not be reached, or answered something that is not the API. */
export class ConnectionError extends CliError {}

/** The platform answered a request with an error body (a 404 agent, a 422 body, ...). */
export class ApiError extends CliError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error body's `details`, for commands that explain a refusal (the deployment gate's branches). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Files that cannot be pushed; nothing was written. */
export class InvalidFilesError extends CliError {}
