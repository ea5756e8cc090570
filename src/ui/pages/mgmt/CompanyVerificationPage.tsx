import { Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { EnterpriseAuditRecord } from '../../../api/types';
import { auditEnterpriseVerification, searchEnterpriseVerifications } from '../../../api/verification';
import { createAuditQueueMachine } from '../../../machines/auditQueue';
import { ENTERPRISE_AUDIT_TEXT, maskAccount } from '../../../machines/rules/certification';
import { PageFrame } from '../../components/PageFrame';
import { PagedTable, type Column } from '../../components/PagedTable';
import { formatTime } from '../account/InvitationCodeList';
import { AuditFilters, AuditStatusBadge, DecisionButtons, RejectDialog, useCanAudit, type AuditFilter, type QueueActor } from './auditParts';

const queueMachine = createAuditQueueMachine<EnterpriseAuditRecord, AuditFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) => searchEnterpriseVerifications({ pageNum: input.pageNum, pageSize: input.pageSize, ...input.query })),
    decide: fromPromise(({ input }) =>
      auditEnterpriseVerification({ id: input.id, auditStatus: input.approve ? 3 : 4, ...(input.approve ? {} : { reason: input.reason.trim() }) }),
    ),
  },
});

const TONES = { 1: 'waiting', 2: 'pending', 3: 'ok', 4: 'bad' } as const;

function columns(queue: QueueActor<EnterpriseAuditRecord>, canDecide: boolean): Column<EnterpriseAuditRecord>[] {
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
    {
      header: '企业信息',
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.companyName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.creditCode} · 法人 {r.legalPerson}
          </Text>
        </Stack>
      ),
    },
    { header: '联系人', cell: (r) => `${r.contactName} ${r.contactPhone}` },
    { header: '对公打款', cell: (r) => (r.bankName ? `${r.bankName} ${maskAccount(r.bankAccount ?? '')}（附言 ${r.remitCode}）` : '待打款') },
    {
      header: '状态',
      cell: (r) => (
        <Stack gap="0">
          <AuditStatusBadge text={ENTERPRISE_AUDIT_TEXT[r.auditStatus]} tone={TONES[r.auditStatus]} />
          {r.reason && (
            <Text fontSize="xs" color="red.600">
              {r.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: '提交时间', cell: (r) => formatTime(r.createTime) },
    { header: '操作', cell: (r) => (r.auditStatus === 2 ? <DecisionButtons queue={queue} id={r.id} canDecide={canDecide} /> : (r.auditUserName ?? '—')) },
  ];
}

/** 企业认证审核: applications that completed the bank transfer wait here for a decision. */
export function CompanyVerificationPage() {
  const queue = useActorRef(queueMachine, { input: { query: {}, pageSize: 10 } });
  const rows = useSelector(queue, (s) => s.context.records);
  const total = useSelector(queue, (s) => s.context.total);
  const page = useSelector(queue, (s) => s.context.pageNum);
  const loading = useSelector(queue, (s) => s.matches('loading'));
  const error = useSelector(queue, (s) => (s.matches('failed') ? s.context.error : undefined));
  const canDecide = useCanAudit();
  return (
    <PageFrame title="企业认证审核" description="审核企业实名认证申请：完成对公打款的申请进入审核中，可通过或驳回。">
      <AuditFilters queue={queue} statuses={ENTERPRISE_AUDIT_TEXT} />
      <PagedTable
        label="企业认证申请"
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
