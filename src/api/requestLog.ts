/** The request log (调用日志, platform extension). */
import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type { UsageExport } from '../domain/types/usage.types';
import type {
  RequestLogDetail,
  RequestLogFilter,
  RequestLogOptions,
  RequestLogQuery,
  RequestLogRow,
} from '../domain/types/requestLog.types';

export type * from '../domain/types/requestLog.types';

const r = paths.requestLog;

export const searchRequestLog = (q: RequestLogQuery) =>
  http.post<Page<RequestLogRow>>(r.search, q).then((res) => res.data);
export const getRequestLogDetail = (requestId: string) =>
  http.get<RequestLogDetail>(r.detail(requestId)).then((res) => res.data);
export const exportRequestLog = (q: RequestLogFilter) => http.post<UsageExport>(r.export, q).then((res) => res.data);
export const getRequestLogOptions = () => http.get<RequestLogOptions>(r.options).then((res) => res.data);
