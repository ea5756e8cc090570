/**
 * The simulator's demo controls: what the demo console, browser tests (`window.__simulator`)
 * and node tests (mocks/node.ts) drive. Plain function calls, never HTTP, so fault switches
 * can never hit the console itself. Every change is one unit of work, stored before it
 * resolves, as a handler's would be.
 */
import { reseedInUnitOfWork, resetSimulator, transact } from './db/persist';
import { tables } from './db/models';
import { effectiveRoles, issueToken, resolveSession } from './rules/auth';
import { DAY, MAX_CLOCK_STEP_DAYS, advanceClock, clockOffset, now } from './rules/clock';
import { clearFault, clearFaults, listFaults, setFault, type Fault, type FaultRequest } from './rules/faults';
import { issuedCodes, type IssuedCode } from './rules/verificationCodes';
import { sweepAlerts } from './rules/webhooks';
import { applyScenario as seedScenario, scenarios, type Scenario, type ScenarioId } from './seed/scenarios';
import { TOKEN_HEADER } from '../src/api/paths';
import type { SeededAccount } from '../src/domain/types/demo.types';

export { HOUR } from './rules/time';

export interface SimulatorControls {
  setFault(request: FaultRequest): Promise<Fault>;
  clearFault(id: string): Promise<boolean>;
  clearFaults(): Promise<void>;
  listFaults(): Fault[];
  /** Moves the simulated clock forward by `days` (fractions allowed: 1 / 24 is an hour), at most MAX_CLOCK_STEP_DAYS. */
  advanceClock(days: number): Promise<void>;
  /** The simulated time, epoch ms. */
  now(): number;
  /** How far the simulated clock runs ahead of the wall clock, ms. */
  clockOffset(): number;
  /** Every table back to the seed: clock, fault switches and sessions included. */
  reset(): Promise<void>;
  /** Verification codes issued so far, newest first. */
  issuedCodes(): IssuedCode[];
  /** Signs `userName` in: returns a fresh token for it. The browser version also stores the cookie. */
  switchAccount(userName: string): Promise<string>;
  /** The userName a token belongs to, if the token is still valid. */
  accountOf(token: string | undefined): string | undefined;
  accounts(): SeededAccount[];
  scenarios(): readonly Scenario[];
  /** Reseeds, then puts the data into the named state; returns who to sign in as and where to land. */
  applyScenario(id: ScenarioId): Promise<Scenario>;
}

/** A control that changes the world: one unit of work, stored before it resolves. */
function saved<A extends unknown[], R>(change: (...args: A) => R | Promise<R>): (...args: A) => Promise<R> {
  return (...args) => transact(() => change(...args));
}

/** Days as the clock's milliseconds; anything but a number is refused before it reaches the clock. */
function advanceDays(days: number): void {
  if (typeof days !== 'number' || !Number.isFinite(days) || days <= 0 || days > MAX_CLOCK_STEP_DAYS) {
    throw new RangeError(
      `时钟前进的天数须是大于 0、不超过 ${MAX_CLOCK_STEP_DAYS} 的数字（收到 ${JSON.stringify(days) ?? String(days)}）`,
    );
  }
  advanceClock(days * DAY);
}

function signIn(userName: string): Promise<string> {
  const user = tables.user.find((u) => u.userName === userName);
  if (!user) throw new Error(`没有用户 ${userName}`);
  return issueToken(user.id);
}

function accountOf(token: string | undefined): string | undefined {
  if (!token) return undefined;
  const session = resolveSession(new Request('http://simulator.local/', { headers: { [TOKEN_HEADER]: token } }));
  return session.kind === 'ok' ? session.user.userName : undefined;
}

/** Demo accounts first (super admin on top), then the other seeded users by name. */
function accounts(): SeededAccount[] {
  const demoFirst = (name: string) => (name.startsWith('dev_0') ? 1 : 0);
  return tables.user
    .all()
    .filter((u) => u.status === 1)
    .sort((a, b) => demoFirst(a.userName) - demoFirst(b.userName) || Number(a.id) - Number(b.id))
    .map((u) => ({
      userName: u.userName,
      nickName: u.nickName,
      phone: u.phone,
      companyName: u.companyName,
      superAdmin: u.userRole === 1,
      roles: effectiveRoles(u).map((role) => role.roleName),
    }));
}

export const simulatorControls: SimulatorControls = {
  setFault: saved(setFault),
  clearFault: saved(clearFault),
  clearFaults: saved(clearFaults),
  listFaults,
  advanceClock: saved(async (days: number) => {
    advanceDays(days);
    // Keys come within their notice period and webhook retries come due as the clock moves.
    await sweepAlerts();
  }),
  now,
  clockOffset,
  reset: resetSimulator,
  issuedCodes,
  switchAccount: saved(signIn),
  accountOf,
  accounts,
  scenarios: () => scenarios,
  applyScenario: saved(async (id: ScenarioId) => {
    await reseedInUnitOfWork();
    return seedScenario(id);
  }),
};
