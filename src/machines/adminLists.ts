/**
 * The admin console's lists of issue 10, each a generic list machine given its endpoints:
 * cooperation enquiries and SDK authorizations (with a status action), orders (read only),
 * the model/app download audit queues and the certification and store-app audit queues.
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
import { auditStoreApp, searchAppAudits } from '../api/appStore';
import type { AdminOrder, CustomerEnquiry, DownloadApplication, SdkAuthorization } from '../domain/types/admin.types';
import type { AppInfo } from '../domain/types/app.types';
import type { EnterpriseAuditRecord, PersonalAuditRecord } from '../domain/types/verification.types';
import {
  auditEnterpriseVerification,
  auditPersonalVerification,
  searchEnterpriseVerifications,
  searchPersonalVerifications,
} from '../api/verification';
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
export interface AuditFilter {
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

export const orderListMachine = listOf<AdminOrder, OrderFilter>(({ query, ...page }) =>
  searchAdminOrders({ ...page, ...query }),
);

export const downloadAuditMachine = (kind: 'model' | 'app') =>
  createAuditQueueMachine<DownloadApplication, AuditFilter>().provide({
    actors: {
      list: listOf(({ query, ...page }) => searchDownloadApplications({ kind, ...page, ...query })),
      decide: fromPromise(({ input }) =>
        auditDownloadApplication({
          id: input.id,
          auditStatus: input.approve ? 2 : 3,
          ...(input.approve ? {} : { reason: input.reason.trim() }),
        }),
      ),
    },
  });

export const personalAuditMachine = createAuditQueueMachine<PersonalAuditRecord, AuditFilter>().provide({
  actors: {
    list: listOf(({ query, ...page }) => searchPersonalVerifications({ ...page, ...query })),
    decide: fromPromise(({ input }) =>
      auditPersonalVerification({
        id: input.id,
        status: input.approve ? 2 : 3,
        ...(input.approve ? {} : { reason: input.reason.trim() }),
      }),
    ),
  },
});

export const enterpriseAuditMachine = createAuditQueueMachine<EnterpriseAuditRecord, AuditFilter>().provide({
  actors: {
    list: listOf(({ query, ...page }) => searchEnterpriseVerifications({ ...page, ...query })),
    decide: fromPromise(({ input }) =>
      auditEnterpriseVerification({
        id: input.id,
        auditStatus: input.approve ? 3 : 4,
        ...(input.approve ? {} : { reason: input.reason.trim() }),
      }),
    ),
  },
});

export const appAuditMachine = createAuditQueueMachine<AppInfo, AuditFilter>().provide({
  actors: {
    list: listOf(({ query, ...page }) => searchAppAudits({ ...page, ...query })),
    decide: fromPromise(({ input }) =>
      auditStoreApp({
        id: input.id,
        auditStatus: input.approve ? 2 : 3,
        ...(input.approve ? {} : { reason: input.reason.trim() }),
      }),
    ),
  },
});
