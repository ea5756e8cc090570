import { http } from './http';
import { paths } from './paths';
import type { AppConfig, AppForm, AppInfo, AppType } from '../domain/types/app.types';
import type { Page, PageQuery } from '../domain/types/common.types';

const p = paths.app;

export const listApps = (q: PageQuery & { keyword?: string }) =>
  http.post<Page<AppInfo>>(p.list, q).then((r) => r.data);
export const getAppDetail = (id: string) => http.get<AppInfo>(p.detail(id)).then((r) => r.data);
export const getAppTypes = () => http.get<AppType[]>(p.appTypeList).then((r) => r.data);
export const getAppConfig = (id: string) => http.get<AppConfig>(p.appConfig(id)).then((r) => r.data);
export const createApp = (app: AppForm) => http.post<AppInfo>(p.create, app).then((r) => r.data);
export const updateApp = (app: AppForm & { id: string }) => http.post<boolean>(p.update, app).then((r) => r.data);
/** The admin's app configuration: the permission codes the app offers for allocation. */
export const saveAppFeatures = (id: string, features: string[]) =>
  http.post<boolean>(p.update, { id, features }).then((r) => r.data);
export const deleteApp = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
export const listMyAssistants = () => http.post<AppInfo[]>(p.myAssistant, {}).then((r) => r.data);
export const deleteMyAssistant = (id: string) => http.delete<boolean>(p.myAssistantDelete(id)).then((r) => r.data);
export const reorderMyAssistants = (ids: string[]) =>
  http.post<boolean>(p.myAssistantDrag, { ids }).then((r) => r.data);
export const applyApp = (appId: string) => http.post<boolean>(p.apply, { appId }).then((r) => r.data);
export const applyModelApp = (modelId: string, modelName?: string) =>
  http.post<AppInfo>(p.modelAppApply, { modelId, modelName }).then((r) => r.data);
export const getAppExtraInfo = (id: string) =>
  http
    .get<{ useCount: number; sessionCount: number; guideCount: number }>(p.extraInfo, { params: { id } })
    .then((r) => r.data);
export const getAppGuides = (id: string) => http.get<string[]>(p.guideList(id)).then((r) => r.data);
