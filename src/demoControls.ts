/**
 * The simulator's demo controls as a page of the demo uses them: calls to its service worker
 * (`POST /__simulator/<control>`, answered there before any fault switch, mocks/serviceWorker.ts).
 * Switching account also stores the token cookie (as a login does), and a reset keeps the current
 * account signed in when the seed still has it. Exposed as `window.__simulator` so browser tests
 * drive the same switches as the demo console. Loaded only in demo mode (src/demo.ts).
 */
import type { SimulatorControls } from '../mocks/controls';
import { CONTROLS_PREFIX } from '../mocks/workerMessages';
import { clearToken, readToken, storeToken } from './machines/credentials';

// The demo console (src/ui/demo) reads the simulator's vocabulary through this bridge only.
export { demoAccounts } from '../mocks/seed/accounts';
export {
  faultAreas,
  isFaultTarget,
  type FaultArea,
  type FaultKind,
  type FaultScope,
  type FaultTarget,
} from '../mocks/rules/faultTargets';
export type { ScenarioId } from '../mocks/seed/scenarios';
export { DAY, HOUR } from '../mocks/rules/time';

/** Every control as the page reaches it: across to the worker, so each one answers later. */
export type DemoControls = {
  [K in keyof SimulatorControls]: (
    ...args: Parameters<SimulatorControls[K]>
  ) => Promise<Awaited<ReturnType<SimulatorControls[K]>>>;
};

/** One control, run by the worker; a control that refuses its arguments throws its message here. */
async function call(name: string, args: unknown[]): Promise<unknown> {
  const response = await fetch(new URL(`${CONTROLS_PREFIX}/${name}`, location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as { result?: unknown; error?: string };
  if (!response.ok) throw new Error(body.error ?? `${name}: ${response.status}`);
  return body.result;
}

/** A control of the worker, as a function of the page. */
const remote =
  <K extends keyof SimulatorControls>(name: K): DemoControls[K] =>
  (...args: unknown[]) =>
    call(name, args) as never;

const SWITCHED_KEY = 'demo-switched-account';

/**
 * The account the console last switched to, while its token is still the page's: the console says
 * who is signed in at once, before the simulator answers (it starts late on a busy phone).
 */
export function switchedAccount(): string | undefined {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(SWITCHED_KEY) ?? 'null') as {
      token?: string;
      userName?: string;
    } | null;
    return saved?.token !== undefined && saved.token === readToken() ? saved.userName : undefined;
  } catch {
    return undefined;
  }
}

export const browserControls: DemoControls = {
  setFault: remote('setFault'),
  clearFault: remote('clearFault'),
  clearFaults: remote('clearFaults'),
  listFaults: remote('listFaults'),
  advanceClock: remote('advanceClock'),
  now: remote('now'),
  clockOffset: remote('clockOffset'),
  issuedCodes: remote('issuedCodes'),
  accountOf: remote('accountOf'),
  accounts: remote('accounts'),
  scenarios: remote('scenarios'),
  applyScenario: remote('applyScenario'),
  async switchAccount(userName) {
    const token = await remote('switchAccount')(userName);
    storeToken(token);
    window.sessionStorage.setItem(SWITCHED_KEY, JSON.stringify({ token, userName }));
    return token;
  },
  async reset() {
    const userName = await browserControls.accountOf(readToken());
    await remote('reset')();
    if (userName && (await browserControls.accounts()).some((a) => a.userName === userName))
      await browserControls.switchAccount(userName);
    else clearToken();
  },
};

/** What browser tests read: `(window as SimulatorWindow).__simulator`. */
export type SimulatorWindow = Window & { __simulator: DemoControls };

let markStarted: () => void = () => undefined;
/**
 * Resolves once the simulator answers this page (src/demo.ts exposes the controls then): what
 * reads it (the demo console) waits for this.
 */
export const simulatorStarted = new Promise<void>((resolve) => (markStarted = resolve));

export function exposeControls(): void {
  Object.assign(window, { __simulator: browserControls });
  markStarted();
}
