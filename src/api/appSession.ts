import { http } from './http';
import { paths } from './paths';
import type { AppSession } from '../domain/types/appSession.types';

const p = paths.appSession;

export const listAppSessions = (appId: string) =>
  http.get<AppSession[]>(p.list, { params: { appId } }).then((r) => r.data);
export const createAppSession = (appId: string) => http.post<AppSession>(p.create, { appId }).then((r) => r.data);
export const topAppSession = (id: string) => http.put<boolean>(p.top(id)).then((r) => r.data);
export const cancelTopAppSession = (id: string) => http.put<boolean>(p.cancelTop(id)).then((r) => r.data);
export const deleteAppSession = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
export const getCustomerServiceSessionId = () => http.get<string>(p.customerServiceSessionId).then((r) => r.data);
export const initAppSession = (appId: string) =>
  http.get<AppSession>(p.initAppSession, { params: { appId } }).then((r) => r.data);
