/**
 * The simulator for Vitest: the same handlers on msw/node, the world in a memory store (which
 * keeps stored copies, so a refused commit behaves as in the browser). Call
 * `await resetSimulator()` before each test for the seeded world.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { bootSimulator, memoryStore, setSimulatorStore } from './db/persist';
import { handlers } from './handlers';
import { CONTROLS_PREFIX, answerControl } from './serverControls';

export { resetSimulator, saveSimulator, transact } from './db/persist';
export { advanceClock, now } from './rules/clock';
export { issuedCodes } from './handlers/operation';
export { demoAccounts, demoAccount } from './seed/accounts';
// The demo console's controls, as browser tests get them through window.__simulator.
export { clearFault, clearFaults, listFaults, setFault, type Fault, type FaultRequest } from './rules/faults';
export { HOUR, simulatorControls, type SimulatorControls } from './controls';
export { DAY } from './rules/clock';

setSimulatorStore(memoryStore());
await bootSimulator();

/** The demo controls as the demo's service worker answers them (mocks/serviceWorker.ts), ahead of every handler. */
const controls = http.all(`*${CONTROLS_PREFIX}/*`, ({ request }) => answerControl(request));

export const server = setupServer(controls, ...handlers);
