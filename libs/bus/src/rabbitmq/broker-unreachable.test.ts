import { expect, test } from "bun:test";
import { BrokerUnreachableError } from "./broker-unreachable.ts";
import { createRabbitBus } from "./create-rabbit-bus.ts";

const brokerUrl = new URL(process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672");

async function refusal(url: URL): Promise<BrokerUnreachableError> {
  const error = await createRabbitBus({ url: url.toString(), reconnect: { initialRetries: 0 } }).then(
    () => {
      throw new Error("connected");
    },
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(BrokerUnreachableError);
  return error as BrokerUnreachableError;
}

test("a virtual host the broker refuses is named, and the URL's password is not", async () => {
  const url = new URL(brokerUrl);
  url.pathname = "/no-such-vhost";
  const error = await refusal(url);
  expect(error.message).toContain('the broker refused to open virtual host "no-such-vhost"');
  expect(error.message).toContain(`${url.hostname}:${url.port || 5672}/no-such-vhost`);
  if (url.password) expect(error.message).not.toContain(`:${url.password}@`);
});

test("a wrong password and an address nobody listens on are told apart", async () => {
  const wrongPassword = new URL(brokerUrl);
  wrongPassword.password = "not-the-password";
  const refused = await refusal(wrongPassword);
  expect(refused.message).toContain("refused the user name or password");
  expect(refused.message).not.toContain("not-the-password");

  const nobody = new URL(brokerUrl);
  nobody.hostname = "127.0.0.1";
  nobody.port = "1";
  expect((await refusal(nobody)).message).toContain("nothing accepts connections at that address");
});
