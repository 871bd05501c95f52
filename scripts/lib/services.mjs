// Debian's services for the tests and the cluster: PostgreSQL, Redis and nginx, installed with apt when
// missing and the script runs as root, each started on a port of its own as a child of the script
// (never the system's service).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from './pnpm.mjs';

export const isRoot = process.getuid?.() === 0;

export function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null;
}

/** Installs a Debian package when `present()` says it is missing and the script may (root). */
export function ensurePackage(name, present) {
  if (present() || !isRoot) return present();
  spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  return present();
}

const pgCandidates = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
];

/** The folder of initdb and pg_ctl ('' when they are on PATH), installing PostgreSQL if needed; or null. */
export function postgresBin() {
  const find = () =>
    which('initdb') ? '' : (pgCandidates.find((dir) => existsSync(join(dir, 'initdb'))) ?? null);
  ensurePackage('postgresql', () => find() !== null);
  return find();
}

/**
 * A PostgreSQL cluster in `dir` (made when missing) on `port`, run as an unprivileged user when root
 * (PostgreSQL refuses root). Returns its URL and a stop function, or null when it cannot run here.
 */
export function startPostgres({ dir, port }) {
  const bin = postgresBin();
  if (bin === null) return null;
  const tool = (name) => (bin ? join(bin, name) : name);
  mkdirSync(dir, { recursive: true });
  if (isRoot) spawnSync('chown', ['-R', 'nobody', dir]);
  const sh = (args) => {
    const [cmd, rest] = isRoot ? ['runuser', ['-u', 'nobody', '--', ...args]] : [args[0], args.slice(1)];
    return spawnSync(cmd, rest, { stdio: 'inherit', env, cwd: dir });
  };
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    if (sh([tool('initdb'), '-D', data, '-U', 'parley', '--auth=trust', '-E', 'UTF8']).status !== 0)
      return null;
  }
  const started = sh([
    tool('pg_ctl'),
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  if (started.status !== 0) return null;
  return {
    url: `postgres://parley@127.0.0.1:${port}/postgres`,
    stop: () => sh([tool('pg_ctl'), '-D', data, '-m', 'fast', 'stop']),
  };
}

/** redis-server on `port` without persistence, as a child process; or null when it is not available. */
export function startRedisServer({ port }) {
  if (!ensurePackage('redis-server', () => which('redis-server') !== null)) return null;
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  return { url: `redis://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') };
}

/**
 * nginx in front of the server instances on `port`. socket.io's requests are sticky by client address
 * (ip_hash: socket.io starts on HTTP long-polling, whose requests must reach the instance that holds
 * the session), with WebSocket upgrades passed on; every other request (the app, GraphQL, REST) holds
 * no session on an instance and goes to the least busy one over kept-alive connections. The client's
 * address goes in X-Forwarded-For (the servers run with TRUST_PROXY=1). Returns the child, or null
 * when nginx is not available.
 */
export function startNginx({ dir, port, upstreams }) {
  if (!ensurePackage('nginx-light', () => which('nginx') !== null)) return null;
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  const servers = upstreams.map((upstream) => `    server ${upstream};`).join('\n');
  const forwarded = `      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;`;
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  client_max_body_size 20m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream parley_sockets {
    ip_hash;
${servers}
  }
  upstream parley {
    least_conn;
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location /socket.io/ {
      proxy_pass http://parley_sockets;
${forwarded}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
    }
    location / {
      proxy_pass http://parley;
${forwarded}
      proxy_set_header Connection "";
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  return { child, stop: () => child.kill('SIGQUIT') };
}
