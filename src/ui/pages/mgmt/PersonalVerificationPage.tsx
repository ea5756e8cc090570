import { Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PersonalAuditRecord } from '../../../api/types';
import { auditPersonalVerification, searchPersonalVerifications } from '../../../api/verification';
import { createAuditQueueMachine } from '../../../machines/auditQueue';
import { PERSONAL_AUDIT_TEXT } from '../../../machines/rules/certification';
import { PageFrame } from '../../components/PageFrame';
import { PagedTable, type Column } from '../../components/PagedTable';
import { formatTime } from '../account/InvitationCodeList';
import { AuditFilters, AuditStatusBadge, DecisionButtons, RejectDialog, useCanAudit, type AuditFilter, type QueueActor } from './auditParts';

const queueMachine = createAuditQueueMachine<PersonalAuditRecord, AuditFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) => searchPersonalVerifications({ pageNum: input.pageNum, pageSize: input.pageSize, ...input.query })),
    decide: fromPromise(({ input }) =>
      auditPersonalVerification({ id: input.id, status: input.approve ? 2 : 3, ...(input.approve ? {} : { reason: input.reason.trim() }) }),
    ),
  },
});

const TONES = { 1: 'pending', 2: 'ok', 3: 'bad' } as const;

function columns(queue: QueueActor<PersonalAuditRecord>, canDecide: boolean): Column<PersonalAuditRecord>[] {
  return [
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
    { header: '真实姓名', cell: (r) => r.realName },
    { header: '身份证号', cell: (r) => r.idCard },
    {
      header: '状态',
      cell: (r) => (
        <Stack gap="0">
          <AuditStatusBadge text={PERSONAL_AUDIT_TEXT[r.auditStatus]} tone={TONES[r.auditStatus]} />
          {r.reason && (
            <Text fontSize="xs" color="red.600">
              {r.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: '提交时间', cell: (r) => formatTime(r.createTime) },
    { header: '操作', cell: (r) => (r.auditStatus === 1 ? <DecisionButtons queue={queue} id={r.id} canDecide={canDecide} /> : (r.auditUserName ?? '—')) },
  ];
}

/** 个人认证审核: pending personal applications, approved or rejected with a reason. */
export function PersonalVerificationPage() {
  const queue = useActorRef(queueMachine, { input: { query: {}, pageSize: 10 } });
  const rows = useSelector(queue, (s) => s.context.records);
  const total = useSelector(queue, (s) => s.context.total);
  const page = useSelector(queue, (s) => s.context.pageNum);
  const loading = useSelector(queue, (s) => s.matches('loading'));
  const error = useSelector(queue, (s) => (s.matches('failed') ? s.context.error : undefined));
  const canDecide = useCanAudit();
  return (
    <PageFrame title="个人认证审核" description="审核个人实名认证申请。">
      <AuditFilters queue={queue} statuses={PERSONAL_AUDIT_TEXT} />
      <PagedTable
        label="个人认证申请"
        columns={columns(queue, canDecide)}
        rows={rows}
        rowKey={(r) => r.id}
        loading={loading}
        error={error}
        onRetry={() => queue.send({ type: 'LIST.REFRESH' })}
        emptyText="暂无认证申请"
        page={page}
        pageSize={10}
        total={total}
        onPageChange={(pageNum) => queue.send({ type: 'LIST.PAGE', pageNum })}
      />
      <RejectDialog queue={queue} />
    </PageFrame>
  );
}
