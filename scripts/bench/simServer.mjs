// Bench helper: the simulator as an HTTP server (`npm run sim:server`) on a fresh data file, the
// API behind the real build; its control token signs the bench's visitors in.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { root } from './paths.mjs';

const TOKEN_LINE = /^\[simulator\] control token: ([0-9a-f]{64})$/m;

export async function startSimServer(port) {
  // The app's and the simulator's own names, so the bench asks where they answer.
  const load = async (file) => (await runnerImport(file, { configFile: false, logLevel: 'warn', root })).module;
  const [{ paths }, { CONTROLS_PREFIX }, { CONTROL_TOKEN_HEADER }] = await Promise.all(
    ['/src/api/paths.ts', '/mocks/workerMessages.ts', '/mocks/serverHeaders.ts'].map(load),
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-sim-'));
  const child = spawn(
    process.execPath,
    ['scripts/sim-server.mjs', '--port', String(port), '--data', join(dir, 'simulator.json'), '--reset'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Never outlives the bench, whatever part of it fails.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  const controlToken = await new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk) => {
      printed += chunk.toString();
      const found = TOKEN_LINE.exec(printed);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`sim:server exited with ${code} before printing its control token`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    /** A guest session's id, as a visitor's first visit gets and keeps it (src/machines/session.ts). */
    async guestSessionId() {
      const res = await fetch(`${url}${paths.user.guestSession}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const { data } = await res.json();
      if (!data?.sessionId) throw new Error('sim:server gave no guest session');
      return data.sessionId;
    },
    /** A session token for a seeded account, as a login would store it. */
    async tokenOf(userName) {
      const res = await fetch(`${url}${CONTROLS_PREFIX}/switchAccount`, {
        method: 'POST',
        headers: { [CONTROL_TOKEN_HEADER]: controlToken },
        body: JSON.stringify([userName]),
      });
      const { result, error } = await res.json();
      if (!result) throw new Error(`sim:server did not sign ${userName} in: ${error}`);
      return result;
    },
    close() {
      return new Promise((resolve) => {
        process.off('exit', stop);
        child.once('exit', () => resolve(rmSync(dir, { recursive: true, force: true })));
        stop();
      });
    },
  };
}
