import { http } from './http';
import { paths } from './paths';
import type { Page, PageQuery } from './types';

const p = paths.appStore;

export interface StoreApp {
  id: string;
  appName: string;
  abilityName?: string;
  industryName?: string;
  iconUrl?: string;
  bgUrl?: string;
  jumpUrl?: string;
  appShortDesc?: string;
  demoJson?: string;
  appDesc?: string;
  /** 1 public, 2 not public */
  openFlag?: 1 | 2;
  guideDesc?: string;
  auditStatus?: number;
  auditUserName?: string;
  auditTime?: string;
  userName?: string;
  userId?: string;
  updateTime?: string;
  categoryId?: string;
}

export const searchStore = (q: PageQuery & { keyword?: string; categoryId?: string }) =>
  http.post<Page<StoreApp>>(p.storeList, q).then((r) => r.data);
export const searchMyStoreApps = (q: PageQuery) => http.post<Page<StoreApp>>(p.myApps, q).then((r) => r.data);
export const searchStoreAudits = (q: PageQuery & { auditStatus?: number }) =>
  http.post<Page<StoreApp>>(p.auditList, q).then((r) => r.data);
export const auditStoreApp = (id: string, auditStatus: number, reason?: string) =>
  http.post<boolean>(p.audit, { id, auditStatus, reason }).then((r) => r.data);
export const createStoreApp = (app: StoreApp) => http.post<StoreApp>(p.create, app).then((r) => r.data);
export const updateStoreApp = (app: StoreApp) => http.post<boolean>(p.update, app).then((r) => r.data);
export const updateStoreAudit = (app: StoreApp) => http.post<boolean>(p.auditUpdate, app).then((r) => r.data);
export const getStoreCategories = () => http.get<{ id: string; name: string }[]>(p.categories).then((r) => r.data);
export const getStoreDetail = (id: string) => http.get<StoreApp>(p.storeDetail(id)).then((r) => r.data);
export const deleteStoreApp = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
