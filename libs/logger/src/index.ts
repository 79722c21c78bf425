import pino, { type Logger } from "pino";

/**
 * Paths that may hold a secret anywhere in a log record. Pino removes them before a line is
 * written, so a careless `logger.info({ body })` cannot leak a password or a key.
 */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "*.*.password",
  "key",
  "*.key",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "authorization",
  "*.authorization",
  "*.headers.authorization",
  "*.headers.cookie",
  "cookie",
  "*.cookie",
  "api_key",
  "*.api_key",
];

export type { Logger };

export function createLogger(
  name: string,
  options: { level?: string; destination?: pino.DestinationStream } = {},
): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  return pino(
    { name, level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, base: { service: name } },
    options.destination,
  );
}
