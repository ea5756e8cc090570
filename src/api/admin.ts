import { http } from './http';
import { paths } from './paths';
import type {
  AdminOrder,
  AdminOrderQuery,
  CustomerEnquiry,
  CustomerQuery,
  DownloadApplication,
  DownloadAuditQuery,
  ResourceQuery,
  ResourceQuota,
  ResourceQuotaForm,
  SdkAuthorization,
  SdkQuery,
} from '../domain/types/admin.types';
import type { Page } from '../domain/types/common.types';

const a = paths.admin;

export const searchCustomers = (q: CustomerQuery) =>
  http.post<Page<CustomerEnquiry>>(a.customerSearch, q).then((r) => r.data);
export const setCustomerStatus = (id: string, status: 1 | 2) =>
  http.post<boolean>(a.customerUpdateStatus, { id, status }).then((r) => r.data);

export const searchSdkAuthorizations = (q: SdkQuery) =>
  http.post<Page<SdkAuthorization>>(a.sdkSearch, q).then((r) => r.data);
export const setSdkStatus = (id: string, status: 1 | 3) =>
  http.post<boolean>(a.sdkUpdateStatus, { id, status }).then((r) => r.data);

export const searchAdminOrders = (q: AdminOrderQuery) =>
  http.post<Page<AdminOrder>>(a.orderSearch, q).then((r) => r.data);

export const searchDownloadApplications = (q: DownloadAuditQuery) =>
  http.post<Page<DownloadApplication>>(a.downloadAuditSearch, q).then((r) => r.data);
export const auditDownloadApplication = (body: { id: string; auditStatus: 2 | 3; reason?: string }) =>
  http.post<boolean>(a.downloadAudit, body, { silent: true }).then((r) => r.data);

export const searchResourceQuotas = (q: ResourceQuery) =>
  http.post<Page<ResourceQuota>>(a.resourceSearch, q).then((r) => r.data);
/** Silent: the allocation dialog shows the refusal beside the fields it kept. */
export const saveResourceQuota = (form: ResourceQuotaForm) =>
  http.post<ResourceQuota>(a.resourceSave, form, { silent: true }).then((r) => r.data);
export const deleteResourceQuota = (id: string) => http.delete<boolean>(a.resourceDelete(id)).then((r) => r.data);
