/**
 * The reference every HTTP case is compared with: Bun's own server answering a fixed small JSON
 * (the same bytes the platform answers), with nothing else imported.
 */
const body = process.env.BARE_BODY ?? '{"ok":true}';
const server = Bun.serve({
  port: Number(process.env.PORT ?? 0),
  hostname: process.env.HOST ?? "127.0.0.1",
  fetch: () => new Response(body, { headers: { "content-type": "application/json" } }),
});
console.log(`listening ${server.port}`);
process.on("SIGTERM", () => process.exit(0));
