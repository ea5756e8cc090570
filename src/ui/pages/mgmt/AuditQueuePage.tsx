import { useActorRef } from '@xstate/react';
import type { AuditQueueMachine } from '../../../machines/auditQueue';
import { PageFrame } from '../../components/PageFrame';
import { ListView, useListChild, type Column } from '../../components/ListView';
import { formatDateTime } from '../../format';
import {
  AuditFilters,
  AuditStatusBadge,
  DecisionButtons,
  RejectDialog,
  useCanAudit,
  type AuditFilter,
} from './auditParts';
import { StatusWithReason, TwoLines } from '../../components/CellLines';

const PAGE_SIZE = 10;

type Tone = Parameters<typeof AuditStatusBadge>[0]['tone'];

/** What every identity application shows, whatever else it holds. */
interface AuditRecord {
  id: string;
  userName: string;
  phone: string;
  auditStatus: number;
  reason?: string;
  createTime: string;
  auditUserName?: string;
}

interface AuditQueuePageProps<T extends AuditRecord> {
  title: string;
  description: string;
  /** The table's accessible name. */
  label: string;
  machine: AuditQueueMachine<T, AuditFilter>;
  statuses: Record<number, string>;
  tones: Record<number, Tone>;
  /** The status an application waits in for a decision. */
  awaiting: number;
  /** The columns between the applicant and the status: what this kind of application holds. */
  details: Column<T>[];
}

/**
 * An identity audit queue (企业认证, 个人认证): filters, the applications page by page, approve,
 * or reject with a reason. Who may decide is the identity edit code.
 */
export function AuditQueuePage<T extends AuditRecord>({
  title,
  description,
  label,
  machine,
  statuses,
  tones,
  awaiting,
  details,
}: AuditQueuePageProps<T>) {
  const queue = useActorRef(machine, { input: { query: {}, pageSize: PAGE_SIZE } });
  const list = useListChild<T>(queue);
  const canDecide = useCanAudit();
  const columns: Column<T>[] = [
    {
      header: '申请账号',
      cell: (r) => <TwoLines main={r.userName} sub={r.phone} />,
    },
    ...details,
    {
      header: '状态',
      cell: (r) => (
        <StatusWithReason
          badge={<AuditStatusBadge text={statuses[r.auditStatus]} tone={tones[r.auditStatus]} />}
          reason={r.reason}
        />
      ),
    },
    { header: '提交时间', cell: (r) => formatDateTime(r.createTime) },
    {
      header: '操作',
      cell: (r) =>
        r.auditStatus === awaiting ? (
          <DecisionButtons queue={queue} id={r.id} canDecide={canDecide} />
        ) : (
          (r.auditUserName ?? '—')
        ),
    },
  ];
  return (
    <PageFrame title={title} description={description}>
      <AuditFilters queue={queue} statuses={statuses} />
      {list && <ListView actor={list} label={label} columns={columns} rowKey={(r) => r.id} emptyText="暂无认证申请" />}
      <RejectDialog queue={queue} />
    </PageFrame>
  );
}
