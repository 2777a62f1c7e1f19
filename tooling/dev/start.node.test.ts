// `npm start` stops everything it started when it is sent SIGTERM (as `kill <pid>` does): the
// contact service, the calendar stand-in and Parcel's dev server, with their ports let go. So do the
// other scripts that start a server (`npm run preview`, `npm run contact-service`): a process
// manager that stops npm stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/net';

/** Whether something accepts connections on 127.0.0.1:port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

/** Every process whose parent chain leads to `root` (Linux /proc). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended meanwhile.
    }
  }
  const found: number[] = [];
  for (const pid of parent.keys()) {
    for (let up = parent.get(pid); up; up = parent.get(up)) {
      if (up === root) {
        found.push(pid);
        break;
      }
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, what: string, tries = 240) {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`gave up waiting: ${what}`);
}

/**
 * `npm run <script>` with the given settings and the service's messages in a folder of the test's
 * own; its output is collected in `output`.
 */
function runNpm(script: string, settings: Record<string, string>) {
  const store = mkdtempSync(path.join(tmpdir(), `${script}-`));
  const npm = spawn('npm', ['run', script], {
    env: { ...process.env, CONTACT_STORE: path.join(store, 'contact.sqlite'), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = {
    npm,
    output: '',
    exited: new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code))),
    /** Kills whatever is left, even if it was orphaned, then removes the message folder. */
    cleanUp(started: number[]) {
      for (const pid of new Set([...started, ...descendants(npm.pid!)])) {
        if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
      npm.kill('SIGKILL');
      rmSync(store, { recursive: true, force: true });
    },
  };
  npm.stdout.on('data', (chunk) => (run.output += chunk));
  npm.stderr.on('data', (chunk) => (run.output += chunk));
  return run;
}

describe.runIf(process.platform === 'linux')('npm start', () => {
  it('stops the contact service, the calendar stand-in and Parcel on SIGTERM to npm', async () => {
    const ports = { PORT: 0, CONTACT_PORT: 0, CALENDAR_PORT: 0 };
    for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
    const run = runNpm(
      'start',
      Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    );
    const { npm, exited } = run;
    let started: number[] = [];
    try {
      // The service and the calendar listening, and Parcel's dev server started (not waiting
      // for its first build: it must stop at any point).
      for (const port of [ports.CONTACT_PORT, ports.CALENDAR_PORT]) {
        await until(() => listening(port), `port ${port} (output: ${run.output})`);
      }
      const parcel = () =>
        descendants(npm.pid!).filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('parcel');
          } catch {
            return false; // ended meanwhile
          }
        });
      await until(() => parcel().length > 0, `Parcel (output: ${run.output})`);
      started = descendants(npm.pid!);
      npm.kill('SIGTERM');
      await exited;
      await until(() => started.every((pid) => !alive(pid)), 'every process started to end', 60);
      for (const port of Object.values(ports))
        expect(await listening(port), `port ${port}`).toBe(false);
    } finally {
      run.cleanUp(started);
    }
  }, 180_000);
});

// Each npm script that starts a server, with the settings that give it a free port of its own.
const servers = [
  { script: 'preview', port: 'PORT' },
  { script: 'contact-service', port: 'CONTACT_PORT' },
];

describe.runIf(process.platform === 'linux').each(servers)(
  'npm run $script',
  ({ script, port: variable }) => {
    it('stops its server on SIGTERM to npm, and the port is free', async () => {
      const port = await freePort();
      const run = runNpm(script, { [variable]: String(port) });
      const { npm, exited } = run;
      let started: number[] = [];
      try {
        await until(() => listening(port), `port ${port} (output: ${run.output})`);
        started = descendants(npm.pid!);
        npm.kill('SIGTERM');
        await exited;
        await until(() => started.every((pid) => !alive(pid)), 'every process started to end', 20);
        expect(await listening(port), `port ${port}`).toBe(false);
      } finally {
        run.cleanUp(started);
      }
    }, 60_000);
  },
);
