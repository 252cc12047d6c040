import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './operations-proxy.js';

/**
 * `npm start` as an operator meets it: the built server (or npm itself) run as a process on a
 * real port, its output read line by line.
 */

const root = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(root, 'dist/server/main.js');
let base: string;
const started: ChildProcess[] = [];

/** A port free right now: taken from the system, then let go. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Running {
  child: ChildProcess;
  port: number;
  /** Everything written so far, stdout and stderr, one entry per line. */
  lines: string[];
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

function environment(home: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TESSERA_HOME: home,
    PORT: String(port),
    HOST: '127.0.0.1',
    TESSERA_LOAD_EXAMPLES: 'false',
    TESSERA_ADMIN_USERNAME: '',
    TESSERA_ADMIN_PASSWORD: '',
    TESSERA_REDIS_URL: '',
    REPORT_SCHEDULER: 'false',
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/** Starts `command` (the built server by default) in a process group of its own. */
function start(home: string, port: number, extra: Record<string, string> = {}, command: [string, string[]] = [process.execPath, [MAIN]]): Running {
  // stdin stays open (and silent): `script` ends its session when its input ends.
  const child = spawn(command[0], command[1], { cwd: root, env: environment(home, port, extra), detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  started.push(child);
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      // A terminal's lines end in \r\n, and may be coloured.
      lines.push(...parts.map((line) => line.replace(/\r$/, '').replace(COLOUR, '')));
      for (const wake of waiters) wake();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 45_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find((l) => pattern.test(l));
        if (line === undefined) return;
        cleanup();
        resolve(line);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms; output:\n${lines.join('\n')}`));
      }, timeoutMs);
      const onExit = () => {
        check();
        cleanup();
        reject(new Error(`the process exited before a line matching ${pattern}; output:\n${lines.join('\n')}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
        child.off('exit', onExit);
      };
      waiters.add(check);
      child.once('exit', onExit);
      check();
    });
  return { child, port, lines, waitFor, exited };
}

/** An ANSI colour sequence, as pino-pretty writes on a terminal. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const BANNER = /^Tessera is running at http:\/\/localhost:\d+\//;

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

beforeAll(() => {
  execFileSync(process.execPath, ['esbuild.config.mjs', '--server'], { cwd: root, stdio: 'ignore' });
  base = mkdtempSync(path.join(os.tmpdir(), 'tessera-ops-start-'));
}, 120_000);
afterEach(() => {
  // Whatever a failed test left running goes, with its children.
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('starting on a port that is taken', () => {
  it('says so in one line and exits 98, having written nothing', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    const home = path.join(base, 'never-created');
    try {
      const result = spawnSync(process.execPath, [MAIN], { cwd: root, env: environment(home, port, {}), encoding: 'utf8', timeout: 60_000 });
      expect(result.status).toBe(98);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toEqual([
        `Cannot start Tessera: port ${port} on 127.0.0.1 is already in use. Stop what listens there, or choose another port (PORT=${port + 1} npm start).`,
      ]);
      // No store, no secret key, no administrator, no examples: the next start is a first start.
      expect(existsSync(home)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});

describe('a first start, then a second one on the same home', { timeout: 120_000 }, () => {
  const home = () => path.join(base, 'home');

  it('listens before the banner, and shows the new administrator password once', async () => {
    const server = start(home(), await freePort());
    const banner = await server.waitFor(BANNER);
    // The banner is only printed once the port answers.
    expect(await listening(server.port)).toBe(true);
    const at = (pattern: RegExp) => server.lines.findIndex((line) => pattern.test(line));
    expect(at(/Server listening at/)).toBeGreaterThanOrEqual(0);
    expect(at(/Server listening at/)).toBeLessThan(at(/password: /));
    expect(at(/password: /)).toBeLessThan(server.lines.indexOf(banner));
    const password = /password: (\S+)/.exec(server.lines[at(/password: /)]!)![1]!;
    const login = await fetch(`http://127.0.0.1:${server.port}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, provider: 'db' }),
    });
    expect(login.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('starts again without a password, and stops on SIGTERM after finishing a request in flight', async () => {
    const server = start(home(), await freePort());
    await server.waitFor(BANNER);
    expect(server.lines.some((line) => /password: /.test(line))).toBe(false);
    expect(await (await fetch(`http://127.0.0.1:${server.port}/health`)).text()).toBe('OK');

    // A request whose body is still on its way when SIGTERM arrives.
    const body = JSON.stringify({ username: 'admin', password: 'not-the-password', provider: 'db' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.write(`POST /api/v1/security/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM: stopping/);
    // No new connections are taken while it drains.
    await eventually(async () => !(await listening(server.port)), 10_000, 'the port closing');
    socket.write(body.slice(10));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await server.exited).toBe(0);
  });

  it('writes readable lines on a terminal and JSON lines otherwise', async () => {
    const pretty = start(home(), await freePort(), {}, ['script', ['-qfec', `${process.execPath} ${MAIN}`, '/dev/null']]);
    await pretty.waitFor(BANNER);
    await fetch(`http://127.0.0.1:${pretty.port}/health`);
    await pretty.waitFor(/INFO: GET \/health 200 \d+ ms/);
    expect(pretty.lines.some((line) => line.startsWith('{"level"'))).toBe(false);
    process.kill(-pretty.child.pid!, 'SIGTERM');
    await pretty.exited;

    const piped = start(home(), await freePort());
    await piped.waitFor(BANNER);
    await fetch(`http://127.0.0.1:${piped.port}/health`);
    const line = await piped.waitFor(/"url":"\/health"/);
    expect(JSON.parse(line)).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/health', status: 200 });
    piped.child.kill('SIGINT');
    expect(await piped.exited).toBe(0);
  });

  it('warns once when Redis cannot be reached, and reports it on /health', async () => {
    const closed = await freePort();
    // With the report scheduler on: its queue is in Redis, so it waits rather than fail on every tick.
    const server = start(home(), await freePort(), { TESSERA_REDIS_URL: `redis://127.0.0.1:${closed}`, REPORT_SCHEDULER: 'true' });
    await server.waitFor(BANNER);
    const health = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toMatch(/^DEGRADED: Redis unreachable \(ECONNREFUSED\)/);
    // Reconnection attempts go on, without a line each.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const warnings = server.lines.filter((line) => line.includes('is unreachable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, msg: expect.stringMatching(new RegExp(`^Redis at redis://127\\.0\\.0\\.1:${closed} is unreachable \\(ECONNREFUSED\\)`)) });
    expect(warnings[0]).toContain('the report scheduler waits');
    expect(server.lines.filter((line) => line.includes('[ioredis]') || line.includes('report queue'))).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops when npm, which started it, is killed', async () => {
    const port = await freePort();
    const npm = start(home(), port, {}, ['npm', ['start', '--silent', '--', '--no-build']]);
    await npm.waitFor(BANNER);
    // npm killed outright: its shell stays, the server would run on without its parent watch.
    process.kill(npm.child.pid!, 'SIGKILL');
    await eventually(async () => !(await listening(port)), 15_000, 'the server stopping after npm was killed');
  });
});
