import { http } from './http';
import { paths } from './paths';
import type { Page, PageQuery } from './types';

const p = paths.app;

export interface AppSummary {
  id: string;
  appName: string;
  appType: number;
  iconUrl?: string;
  appShortDesc?: string;
}

/** The default current dialogue (SPEC section 3). */
export const PLACEHOLDER_APP: AppSummary = { id: '999999', appName: '我的应用', appType: 999999 };

export const listApps = (q: PageQuery & { keyword?: string }) => http.post<Page<AppSummary>>(p.list, q).then((r) => r.data);
export const getAppDetail = (id: string) => http.get<AppSummary>(p.detail(id)).then((r) => r.data);
export const getAppTypes = () => http.get<{ id: number; name: string }[]>(p.appTypeList).then((r) => r.data);
export const getAppConfig = (id: string) => http.get<Record<string, unknown>>(p.appConfig(id)).then((r) => r.data);
export const createApp = (app: Partial<AppSummary>) => http.post<AppSummary>(p.create, app).then((r) => r.data);
export const updateApp = (app: Partial<AppSummary>) => http.post<boolean>(p.update, app).then((r) => r.data);
export const deleteApp = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
export const listMyAssistants = () => http.post<AppSummary[]>(p.myAssistant, {}).then((r) => r.data);
export const deleteMyAssistant = (id: string) => http.delete<boolean>(p.myAssistantDelete(id)).then((r) => r.data);
export const reorderMyAssistants = (ids: string[]) => http.post<boolean>(p.myAssistantDrag, { ids }).then((r) => r.data);
export const applyApp = (appId: string) => http.post<boolean>(p.apply, { appId }).then((r) => r.data);
export const applyModelApp = (modelId: string) => http.post<boolean>(p.modelAppApply, { modelId }).then((r) => r.data);
export const getAppExtraInfo = (id: string) => http.get<Record<string, unknown>>(p.extraInfo, { params: { id } }).then((r) => r.data);
export const getAppGuides = (id: string) => http.get<string[]>(p.guideList(id)).then((r) => r.data);
