/**
 * No admin screen of issue 10 part B opens by URL without its code (SPEC sections 2 and 6):
 * guests go to login, users lacking the screen's code (or a parent's) are denied, and the
 * screen's own chain of codes is enough.
 */
import { describe, expect, it } from 'vitest';
import { allCodes, developerCodes } from '../../../src/domain/codes';
import { expandCodes } from '../../../src/domain/permissions';
import { resolve, type Access } from '../../../src/ui/routes/resolve';

const as = (codes: string[]): Access => ({ loggedIn: true, codes: expandCodes(codes) });
const guest: Access = { loggedIn: false, codes: new Set() };

interface Screen {
  path: string;
  /** The codes of the route chain, root first. */
  chain: string[];
}

const screens: Screen[] = [
  {
    path: '/mgmt-console/resource/resource-allocation',
    chain: ['MC:read', 'MC:resourceManage:read', 'MC:resourceManage:allocation:read'],
  },
  {
    path: '/mgmt-console/resource/knowledgeRepository',
    chain: ['MC:read', 'MC:resourceManage:read', 'MC:resourceManage:knowledge:read'],
  },
  {
    path: '/mgmt-console/audits-mgmt/model-verification/model-download',

    chain: ['MC:read', 'MC:verifyManage:read', 'MC:verifyManage:model:read'],
  },
  {
    path: '/mgmt-console/audits-mgmt/model-verification/app-download',

    chain: ['MC:read', 'MC:verifyManage:read', 'MC:verifyManage:model:read'],
  },
  { path: '/mgmt-console/customer-mgmt/customer-management', chain: ['MC:read', 'MC:customerManage:read'] },
  {
    path: '/mgmt-console/business-order-mgmt/sdk-mgmt',
    chain: ['MC:read', 'MC:SDKManage:read', 'MC:SDKManage:sdk:read'],
  },
  {
    path: '/mgmt-console/business-order-mgmt/order-mgmt',
    chain: ['MC:read', 'MC:SDKManage:read', 'MC:SDKManage:order:read'],
  },
];

/** Every code but those of `base` (its :read, :edit and :auth alike, since edit and auth imply read). */
const allBut = (code: string) => {
  const base = code.replace(/:(read|edit|auth)$/, '');
  return allCodes().filter((c) => c !== code && !c.startsWith(`${base}:`));
};

describe.each(screens.map((s) => [s.path, s] as const))('%s', (_path, screen) => {
  it('sends guests to login and denies users without admin codes', () => {
    expect(resolve(screen.path, guest)).toEqual({ kind: 'login' });
    expect(resolve(screen.path, as(developerCodes))).toEqual({ kind: 'denied' });
  });

  it('is denied when any code of its chain is missing, even to an admin with all the others', () => {
    for (const code of screen.chain)
      expect(resolve(screen.path, as(allBut(code))), `without ${code}`).toEqual({ kind: 'denied' });
  });

  it('renders its page with exactly its chain of codes', () => {
    const decision = resolve(screen.path, as(screen.chain));
    expect(decision.kind).toBe('render');
    expect(decision.kind === 'render' && decision.route.fullPath).toBe(screen.path);
  });
});
