/** Wire types of the appStore API (src/api/appStore.ts), shared by the client and the simulator. */
import type { PageQuery } from './common.types';

export interface StoreQuery extends PageQuery {
  keyword?: string;
  appType?: number;
}

export interface AppAuditQuery extends PageQuery {
  auditStatus?: number;
  keyword?: string;
}

export interface AppAuditDecision {
  id: string;
  auditStatus: 2 | 3;
  reason?: string;
}
