import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server-process";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"];

const findNginx = () => CANDIDATES.find((p) => existsSync(p));

/** Debian's nginx, installed with apt-get when run as root on Debian; otherwise undefined. */
export function ensureNginx(): string | undefined {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync("/etc/debian_version")) return undefined;
  console.log("  installing Debian's nginx for the static-serving comparison...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  return findNginx();
}

export interface NginxProcess {
  url: string;
  version: string;
  /** How nginx is set up, for the report. */
  setup: string;
  stop(): Promise<void>;
}

/**
 * nginx set up like the Node server: pre-compressed .gz files served as they
 * are (gzip_static; Debian's package has no brotli module), the same cache
 * headers, ETags, no access log. One worker, because the Node server is one
 * process and the load generator needs the other core.
 */
function config(root: string, port: number, prefix: string): string {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  open_file_cache max=1000 inactive=60s;
  gzip off;
  gzip_static on;
  etag on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / {
      add_header Cache-Control "no-cache";
      try_files $uri $uri/index.html =404;
    }
  }
}
`;
}

async function waitForPort(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

export async function startNginx(binary: string, root: string): Promise<NginxProcess> {
  const prefix = mkdtempSync(join(tmpdir(), "helixmap-bench-nginx-"));
  const port = await freePort();
  const conf = join(prefix, "nginx.conf");
  writeFileSync(conf, config(root, port, prefix));
  // nginx prints its version on stderr.
  const version = spawnSync(binary, ["-v"], { encoding: "utf8" }).stderr.trim();
  const child = spawn(binary, ["-p", prefix, "-e", join(prefix, "error.log"), "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForPort(`${url}/`, child);
  return {
    url,
    version,
    setup:
      "1 worker, gzip_static on (serves the build's .gz files), brotli off (no module), sendfile, open_file_cache, ETag, same Cache-Control as the server, no access log",
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGQUIT");
      }),
  };
}
