import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type ServerProcess, spawnServer } from "./processes.ts";

/**
 * nginx with one worker (the gateway is one process too) proxying to `upstream` over
 * keep-alive connections: the reference for what a reverse proxy costs in front of a service.
 */
export async function startNginx(upstream: string): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), "cx-bench-nginx-"));
  const target = new URL(upstream);
  const port = freePort();
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream service { server ${target.host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`,
  );
  const server = await spawnServer(
    "nginx",
    ["nginx", "-c", join(dir, "nginx.conf"), "-g", "daemon off;"],
    {},
    { knownPort: port },
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
