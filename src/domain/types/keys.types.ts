/** Scoped API keys (platform extension, not SPEC): what a key may do and how much it was used. */
import type { ApiKey } from './app.types';

export interface KeyScope {
  /** Model ids; empty = every model. */
  allowedModels: string[];
  /** IPv4 addresses or CIDR blocks; empty = any address. */
  ipAllowlist: string[];
  /** Beijing YYYY-MM-DD, the last day the key works; '' = never expires. */
  expireDate: string;
  /** Yuan; null = no cap. */
  monthlyCap: number | null;
}

export interface KeyUsage {
  /** This month (Beijing), yuan. */
  monthCost: number;
  monthCalls: number;
  totalCalls: number;
}

export interface ScopedApiKey extends ApiKey, KeyScope {
  /** 'active' | 'disabled' | 'expired', so the list needs no clock of its own. */
  state: 'active' | 'disabled' | 'expired';
  usage: KeyUsage;
  /** The secret a rotation replaced, while its grace period lasts (ISO `until`). */
  previousKey: { maskedKey: string; until: string } | null;
}

/** Only create and rotate return the full secret, once. */
export interface ScopedCreatedKey extends ScopedApiKey {
  secret: string;
}

export interface KeyScopeInput extends KeyScope {
  name: string;
}

export interface KeyScopeUpdate extends KeyScopeInput {
  id: string;
}
