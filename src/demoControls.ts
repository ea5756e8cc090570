/**
 * The simulator's demo controls as the browser uses them: switching account also stores the
 * token cookie (as a login does), and a reset keeps the current account signed in when the
 * seed still has it. Exposed as `window.__simulator` so browser tests drive the same switches
 * as the demo console. Loaded only in demo mode (src/demo.ts).
 */
import { simulatorControls, type SimulatorControls } from '../mocks/controls';
import { clearToken, readToken, storeToken } from './machines/credentials';

// The demo console (src/ui/demo) reads the simulator's vocabulary through this bridge only.
export { demoAccounts } from '../mocks/seed/accounts';
export { faultAreas, isFaultTarget, type FaultArea, type FaultKind, type FaultScope, type FaultTarget } from '../mocks/rules/faults';
export type { ScenarioId } from '../mocks/seed/scenarios';
export { DAY } from '../mocks/rules/clock';

export const browserControls: SimulatorControls = {
  ...simulatorControls,
  async switchAccount(userName) {
    const token = await simulatorControls.switchAccount(userName);
    storeToken(token);
    return token;
  },
  async reset() {
    const userName = simulatorControls.accountOf(readToken());
    await simulatorControls.reset();
    if (userName && simulatorControls.accounts().some((a) => a.userName === userName)) await browserControls.switchAccount(userName);
    else clearToken();
  },
};

/** What browser tests read: `(window as SimulatorWindow).__simulator`. */
export type SimulatorWindow = Window & { __simulator: SimulatorControls };

let markStarted: () => void = () => undefined;
/**
 * Resolves once the simulator has started (src/demo.ts exposes the controls then). Until then its
 * tables are not loaded: what reads them (the demo console) waits for this.
 */
export const simulatorStarted = new Promise<void>((resolve) => (markStarted = resolve));

export function exposeControls(): void {
  Object.assign(window, { __simulator: browserControls });
  markStarted();
}
