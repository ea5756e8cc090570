/** The wallets' ledger, reconciliation (对账) and model price timelines (platform extension). */
import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type {
  LedgerExport,
  LedgerFilter,
  LedgerLine,
  LedgerQuery,
  LedgerWallet,
  PriceHistory,
  ReconcileQuery,
  Reconciliation,
} from '../domain/types/ledger.types';

export type * from '../domain/types/ledger.types';

const l = paths.ledger;

export const searchLedger = (q: LedgerQuery) => http.post<Page<LedgerLine>>(l.search, q).then((res) => res.data);
export const exportLedger = (q: LedgerFilter) => http.post<LedgerExport>(l.export, q).then((res) => res.data);
export const getLedgerWallets = () => http.get<LedgerWallet[]>(l.wallets).then((res) => res.data);
export const reconcilePeriod = (q: ReconcileQuery) => http.post<Reconciliation>(l.reconcile, q).then((res) => res.data);
export const exportReconciliation = (q: ReconcileQuery) =>
  http.post<LedgerExport>(l.reconcileExport, q).then((res) => res.data);
export const getPriceHistory = (modelId: string) =>
  http.get<PriceHistory>(l.priceHistory, { params: { modelId } }).then((res) => res.data);
