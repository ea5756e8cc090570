/**
 * The demo controls (mocks/controls.ts) over HTTP, for clients of the simulator server that
 * cannot reach `window.__simulator`: the deployment test, curl, a mobile app's test suite.
 *
 *   GET  /__simulator                 → the control names
 *   POST /__simulator/<control>       body: a JSON array of arguments (or one argument, or none)
 *
 * Answered by the server itself (in the browser, by the demo's service worker), never by an msw
 * handler, so the fault switches can never hit them. Not part of the platform API: the
 * sample nginx config does not proxy this prefix, and the server answers only loopback callers
 * that send its control token, never with CORS (mocks/serverAccess.ts).
 */
import { tables } from './db/models';
import { transact } from './db/persist';
import { simulatorControls } from './controls';
import { CONTROLS_PREFIX, isControlPath } from './workerMessages';

export { CONTROLS_PREFIX, isControlPath };

/** Server-side logout of every session `userName` holds: its next call answers 401. */
function revokeSessions(userName: string): Promise<number> {
  return transact(() => {
    const user = tables.user.find((u) => u.userName === userName);
    if (!user) throw new Error(`没有用户 ${userName}`);
    return tables.token.removeWhere((t) => t.userId === user.id);
  });
}

type Control = (...args: never[]) => unknown;

const controls: Record<string, Control> = { ...simulatorControls, revokeSessions };

export const controlNames = (): string[] => Object.keys(controls).sort();

export interface ControlAnswer {
  status: number;
  body: unknown;
}

function argumentsOf(text: string): unknown[] {
  if (!text.trim()) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** Runs one control; the answer is what the JSON response carries. A control that refuses its arguments changes nothing. */
export async function runControl(method: string, pathname: string, bodyText: string): Promise<ControlAnswer> {
  const name = pathname.slice(CONTROLS_PREFIX.length).replace(/^\/+|\/+$/g, '');
  if (!name) return { status: 200, body: { controls: controlNames() } };
  if (!Object.hasOwn(controls, name))
    return { status: 404, body: { error: `没有这个控制：${name}`, controls: controlNames() } };
  if (method !== 'POST') return { status: 405, body: { error: '请用 POST 调用控制' } };
  let args: unknown[];
  try {
    args = argumentsOf(bodyText);
  } catch {
    return { status: 400, body: { error: '请求体不是 JSON' } };
  }
  try {
    // The arguments are untyped JSON; each control checks what it is given.
    const result = await (controls[name] as (...values: unknown[]) => unknown)(...args);
    return { status: 200, body: { result: result ?? null } };
  } catch (error) {
    return { status: 400, body: { error: error instanceof Error ? error.message : String(error) } };
  }
}

/** One control as a Fetch answer: how the demo's service worker (and msw/node in tests) serve them. */
export async function answerControl(request: Request): Promise<Response> {
  const answer = await runControl(request.method, new URL(request.url).pathname, await request.text());
  return Response.json(answer.body, { status: answer.status });
}
