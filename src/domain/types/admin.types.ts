/** Wire types of the admin API (src/api/admin.ts), shared by the client and the simulator. */
import type { PageQuery } from './common.types';
import type { Order } from './trade.types';

/* ---- Admin console: customers, SDK, orders, download audits, resource allocation (issue 10). ---- */

/** A cooperation enquiry as the admin sees it; status 1 待跟进, 2 已联系. */
export interface CustomerEnquiry {
  id: string;
  companyName: string;
  userName: string;
  phone: string;
  industry: string;
  position: string;
  email: string;
  demand: string;
  status: 1 | 2;
  createTime: string;
}

export interface CustomerQuery extends PageQuery {
  status?: number;
  keyword?: string;
}

/** An SDK authorization code across all users; status 1 有效, 2 已过期, 3 已停用. */
export interface SdkAuthorization {
  id: string;
  code: string;
  productName: string;
  deviceLimit: number;
  status: 1 | 2 | 3;
  userName: string;
  companyName: string;
  createTime: string;
  expireTime: string;
}

export interface SdkQuery extends PageQuery {
  status?: number;
  keyword?: string;
}

/** An order across all users (amount in yuan). */
export interface AdminOrder extends Order {
  userName: string;
  companyName: string;
}

export interface AdminOrderQuery extends PageQuery {
  status?: number;
  orderType?: number;
  keyword?: string;
}

/** A model or app download application; auditStatus 1 pending, 2 approved, 3 rejected. */
export interface DownloadApplication {
  id: string;
  kind: 'model' | 'app';
  targetName: string;
  version: string;
  purpose: string;
  userName: string;
  phone: string;
  companyName: string;
  auditStatus: 1 | 2 | 3;
  reason: string;
  auditUserName: string;
  createTime: string;
  auditTime: string;
}

export interface DownloadAuditQuery extends PageQuery {
  kind: 'model' | 'app';
  auditStatus?: number;
  keyword?: string;
}

/** A resource quota allocated to a user; resourceType tokens | gpu | storage | qps. */
export interface ResourceQuota {
  id: string;
  userId: string;
  userName: string;
  companyName: string;
  resourceType: string;
  quota: number;
  used: number;
  expireTime: string;
  remark: string;
  updateTime: string;
}

export interface ResourceQuery extends PageQuery {
  resourceType?: string;
  keyword?: string;
}

/** Allocating (no id) or changing (id) a quota; the user is named by account name. */
export interface ResourceQuotaForm {
  id?: string;
  userName: string;
  resourceType: string;
  quota: number;
  expireTime: string;
  remark: string;
}
