/** Wire types of the developer API (src/api/developer.ts), shared by the client and the simulator. */
import type { PageQuery } from './common.types';

/** 1 待签署, 2 已签署, 3 已到期 */
export type ContractStatus = 1 | 2 | 3;

export interface Contract {
  id: string;
  contractNo: string;
  name: string;
  status: ContractStatus;
  /** Yuan. */
  amount: number;
  partyA: string;
  partyB: string;
  startDate: string;
  endDate: string;
  signTime: string;
  createTime: string;
}

export interface ContractDetail extends Contract {
  /** Markdown. */
  content: string;
}

export interface ContractQuery extends PageQuery {
  status?: number;
  keyword?: string;
}

/** 1 有效, 2 已过期, 3 已停用 */
export interface AuthCode {
  id: string;
  code: string;
  productName: string;
  deviceLimit: number;
  status: 1 | 2 | 3;
  createTime: string;
  expireTime: string;
}

export interface AuthCodeQuery extends PageQuery {
  status?: number;
}
