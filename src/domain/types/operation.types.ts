/** Wire types of the operation API (src/api/operation.ts), shared by the client and the simulator. */

/** 1 register, 2 login, 3 reset, 5 consultation. */
export type CodeType = 1 | 2 | 3 | 5;

export interface SendCodeRequest {
  phone: string;
  type: CodeType;
  sign: string;
  source?: 1;
}

export interface ConsultationForm {
  companyName: string;
  userName: string;
  phone: string;
  code: string;
  industry: string;
  email?: string;
  demand?: string;
  source: 0;
}

export interface InvitationCode {
  id: string;
  code: string;
  /** 1 待激活, 2 已激活, 3 作废 */
  status: 1 | 2 | 3;
  createTime: string;
  activationTime?: string;
  userPhone?: string;
  trialDays?: number;
}

/** `owned`: codes the user may hand out (我的邀请); `activated`: codes the user redeemed (激活记录). */
export type InvitationScope = 'owned' | 'activated';
