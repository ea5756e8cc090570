/**
 * The admin console's lists of issue 10, each a generic list machine given its endpoints:
 * cooperation enquiries and SDK authorizations (with a status action), orders (read only),
 * and the model/app download audit queues.
 */
import { fromPromise } from 'xstate';
import {
  auditDownloadApplication,
  searchAdminOrders,
  searchCustomers,
  searchDownloadApplications,
  searchSdkAuthorizations,
  setCustomerStatus,
  setSdkStatus,
} from '../api/admin';
import type { AdminOrder, CustomerEnquiry, DownloadApplication, SdkAuthorization } from '../api/types';
import { createActionListMachine } from './actionList';
import { createAuditQueueMachine } from './auditQueue';
import { listOf } from './listMachine';

export interface StatusFilter {
  status?: number;
  keyword?: string;
}
export interface OrderFilter extends StatusFilter {
  orderType?: number;
}
export interface DownloadFilter {
  auditStatus?: number;
  keyword?: string;
}

export const customerListMachine = createActionListMachine<CustomerEnquiry, StatusFilter>().provide({
  actors: {
    list: listOf(({ query, ...page }) => searchCustomers({ ...page, ...query })),
    act: fromPromise(({ input }) => setCustomerStatus(input.id, input.status === 2 ? 2 : 1)),
  },
});

export const sdkListMachine = createActionListMachine<SdkAuthorization, StatusFilter>().provide({
  actors: {
    list: listOf(({ query, ...page }) => searchSdkAuthorizations({ ...page, ...query })),
    act: fromPromise(({ input }) => setSdkStatus(input.id, input.status === 3 ? 3 : 1)),
  },
});

export const orderListMachine = listOf<AdminOrder, OrderFilter>(({ query, ...page }) => searchAdminOrders({ ...page, ...query }));

export const downloadAuditMachine = (kind: 'model' | 'app') =>
  createAuditQueueMachine<DownloadApplication, DownloadFilter>().provide({
    actors: {
      list: listOf(({ query, ...page }) => searchDownloadApplications({ kind, ...page, ...query })),
      decide: fromPromise(({ input }) =>
        auditDownloadApplication({ id: input.id, auditStatus: input.approve ? 2 : 3, ...(input.approve ? {} : { reason: input.reason.trim() }) }),
      ),
    },
  });
