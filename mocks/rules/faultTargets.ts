/**
 * What a fault switch (mocks/rules/faults.ts) can be: its areas, kinds and scopes. Apart from the
 * switches themselves, so the demo console's page names them without loading the simulator.
 */
export const faultAreas = [
  'user',
  'operation',
  'feedback',
  'message',
  'app',
  'appResource',
  'appStore',
  'appSession',
  'qa',
  'knowledge',
  'model',
  'file',
  'group',
  'role',
  'permission',
  'verification',
  'analytics',
  // The developer console's areas, beyond SPEC's.
  'security',
  'organisation',
  'developer',
  'trade',
  'ledger',
  'usage',
  'requestLog',
  'spend',
  'keyGuard',
  'alert',
  'playground',
  'chat',
  // Not a path: billing, whose one fault is a wrong charge posted for a call (mocks/rules/ledger.ts).
  'billing',
] as const;
export type FaultArea = (typeof faultAreas)[number];
export type FaultTarget = FaultArea | '*';

export const faultKinds = ['500', '504', 'slow', 'drop', '401', 'wrongCharge'] as const;
export type FaultKind = (typeof faultKinds)[number];

export const faultScopes = ['next', 'all'] as const;
export type FaultScope = (typeof faultScopes)[number];

export interface FaultRequest {
  area: FaultTarget;
  kind: FaultKind;
  scope: FaultScope;
  /** How long a 'slow' fault holds the answer back; ignored by the other kinds. */
  seconds?: number;
}

export interface Fault {
  id: string;
  area: FaultTarget;
  kind: FaultKind;
  scope: FaultScope;
  seconds: number;
  createdAt: number;
}

/** A wrong charge is billing's only fault, and billing answers no request to fail. */
export const kindFitsTarget = (kind: FaultKind, area: FaultTarget): boolean =>
  (kind === 'wrongCharge') === (area === 'billing');

export const isFaultTarget = (value: string): value is FaultTarget =>
  value === '*' || (faultAreas as readonly string[]).includes(value);
