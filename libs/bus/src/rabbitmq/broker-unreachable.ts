/**
 * The broker could not be reached, or refused this process, on its first connection. The message
 * names the broker without the URL's password and says what refused, in words an operator acts on
 * (amqplib's own, "Expected ConnectionOpenOk; got <ConnectionClose channel:0>", says neither).
 */
export class BrokerUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`cannot connect to the message broker at ${brokerAddress(url)}: ${reasonOf(url, cause)}`, { cause });
    this.name = "BrokerUnreachableError";
  }
}

/** The URL as it may be shown: the password left out. */
export function brokerAddress(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString();
  } catch {
    return "(an AMQP_URL that is not a URL)";
  }
}

function reasonOf(url: string, cause: unknown): string {
  const message = cause instanceof Error ? cause.message : String(cause);
  const code = (cause as { code?: unknown } | undefined)?.code;
  // RabbitMQ answers an unknown or forbidden virtual host by closing the connection in the
  // handshake; amqplib reports only the frame it got instead of the one it expected.
  if (/^Expected ConnectionOpenOk; got <ConnectionClose/.test(message)) {
    return `the broker refused to open virtual host "${virtualHostOf(url)}" (it does not exist, or the user may not use it)`;
  }
  if (/ACCESS.REFUSED/.test(message)) return "the broker refused the user name or password";
  if (code === "ECONNREFUSED") return "nothing accepts connections at that address";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the host name does not resolve";
  return message;
}

function virtualHostOf(url: string): string {
  try {
    const path = new URL(url).pathname;
    return path.length > 1 ? decodeURIComponent(path.slice(1)) : "/";
  } catch {
    return "?";
  }
}
