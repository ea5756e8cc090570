import { Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AuditQueueMachine } from '../../../machines/auditQueue';
import { PageFrame } from '../../components/PageFrame';
import { PagedTable, type Column } from '../../components/PagedTable';
import { formatDateTime } from '../../format';
import { AuditFilters, AuditStatusBadge, DecisionButtons, RejectDialog, useCanAudit, type AuditFilter } from './auditParts';

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
export function AuditQueuePage<T extends AuditRecord>({ title, description, label, machine, statuses, tones, awaiting, details }: AuditQueuePageProps<T>) {
  const queue = useActorRef(machine, { input: { query: {}, pageSize: PAGE_SIZE } });
  const rows = useSelector(queue, (s) => s.context.records);
  const total = useSelector(queue, (s) => s.context.total);
  const page = useSelector(queue, (s) => s.context.pageNum);
  const loading = useSelector(queue, (s) => s.matches('loading'));
  const error = useSelector(queue, (s) => (s.matches('failed') ? s.context.error : undefined));
  const canDecide = useCanAudit();
  const columns: Column<T>[] = [
    {
      header: '申请账号',
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.userName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.phone}
          </Text>
        </Stack>
      ),
    },
    ...details,
    {
      header: '状态',
      cell: (r) => (
        <Stack gap="0">
          <AuditStatusBadge text={statuses[r.auditStatus]} tone={tones[r.auditStatus]} />
          {r.reason && (
            <Text fontSize="xs" color="red.600">
              {r.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: '提交时间', cell: (r) => formatDateTime(r.createTime) },
    { header: '操作', cell: (r) => (r.auditStatus === awaiting ? <DecisionButtons queue={queue} id={r.id} canDecide={canDecide} /> : (r.auditUserName ?? '—')) },
  ];
  return (
    <PageFrame title={title} description={description}>
      <AuditFilters queue={queue} statuses={statuses} />
      <PagedTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={loading}
        error={error}
        onRetry={() => queue.send({ type: 'LIST.RELOAD' })}
        emptyText="暂无认证申请"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        onPageChange={(pageNum) => queue.send({ type: 'LIST.PAGE', pageNum })}
      />
      <RejectDialog queue={queue} />
    </PageFrame>
  );
}
