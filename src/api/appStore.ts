import { http } from './http';
import { paths } from './paths';
import type { AppForm, AppInfo, AppType } from '../domain/types/app.types';
import type { AppAuditDecision, AppAuditQuery, StoreQuery } from '../domain/types/appStore.types';
import type { Page, PageQuery } from '../domain/types/common.types';

const p = paths.appStore;

export const searchStore = (q: StoreQuery) => http.post<Page<AppInfo>>(p.storeList, q).then((r) => r.data);
export const searchMyStoreApps = (q: PageQuery) => http.post<Page<AppInfo>>(p.myApps, q).then((r) => r.data);
export const searchAppAudits = (q: AppAuditQuery) => http.post<Page<AppInfo>>(p.auditList, q).then((r) => r.data);
export const auditStoreApp = (decision: AppAuditDecision) => http.post<boolean>(p.audit, decision).then((r) => r.data);
export const publishStoreApp = (app: AppForm) => http.post<AppInfo>(p.create, app).then((r) => r.data);
export const updateStoreApp = (app: AppForm & { id: string }) => http.post<boolean>(p.update, app).then((r) => r.data);
export const amendAuditedApp = (app: AppForm & { id: string }) =>
  http.post<boolean>(p.auditUpdate, app).then((r) => r.data);
export const getStoreCategories = () => http.get<AppType[]>(p.categories).then((r) => r.data);
export const getStoreDetail = (id: string) => http.get<AppInfo>(p.storeDetail(id)).then((r) => r.data);
export const deleteStoreApp = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
