/**
 * What the demo simulator's controls report (mocks/controls.ts), shared with the demo console
 * machine so the two cannot drift apart.
 */

/** A verification code the simulator sent: demo mode has no SMS, the console shows it. */
export interface IssuedCode {
  phone: string;
  type: number;
  code: string;
  issuedAt: number;
  expiresAt: number;
  used: boolean;
}

/** A seeded user the console can switch to. */
export interface SeededAccount {
  userName: string;
  nickName: string;
  phone: string;
  companyName: string;
  superAdmin: boolean;
  /** Role names, held directly or through a group: who the account is (a reviewer, a developer). */
  roles: string[];
}
