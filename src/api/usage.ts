/** Usage analytics (platform extension, not SPEC). */
import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type {
  UsageExport,
  UsageExportQuery,
  UsageQuery,
  UsageRequest,
  UsageRequestQuery,
  UsageSummary,
} from '../domain/types/usage.types';

export type * from '../domain/types/usage.types';

const u = paths.usage;

export const getUsageSummary = (q: UsageQuery) => http.post<UsageSummary>(u.summary, q).then((r) => r.data);
export const searchUsageRequests = (q: UsageRequestQuery) =>
  http.post<Page<UsageRequest>>(u.requests, q).then((r) => r.data);
export const exportUsage = (q: UsageExportQuery) => http.post<UsageExport>(u.export, q).then((r) => r.data);
