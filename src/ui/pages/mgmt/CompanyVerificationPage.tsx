import { Stack, Text } from '@chakra-ui/react';
import { fromPromise } from 'xstate';
import type { EnterpriseAuditRecord } from '../../../api/types';
import { auditEnterpriseVerification, searchEnterpriseVerifications } from '../../../api/verification';
import { createAuditQueueMachine } from '../../../machines/auditQueue';
import { listOf } from '../../../machines/listMachine';
import { ENTERPRISE_AUDIT_TEXT, maskAccount } from '../../../machines/rules/certification';
import type { Column } from '../../components/ListView';
import type { AuditFilter } from './auditParts';
import { AuditQueuePage } from './AuditQueuePage';

const queueMachine = createAuditQueueMachine<EnterpriseAuditRecord, AuditFilter>().provide({
  actors: {
    list: listOf(({ query, ...page }) => searchEnterpriseVerifications({ ...page, ...query })),
    decide: fromPromise(({ input }) =>
      auditEnterpriseVerification({ id: input.id, auditStatus: input.approve ? 3 : 4, ...(input.approve ? {} : { reason: input.reason.trim() }) }),
    ),
  },
});

const details: Column<EnterpriseAuditRecord>[] = [
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
];

/** 企业认证审核: applications that completed the bank transfer wait here for a decision. */
export function CompanyVerificationPage() {
  return (
    <AuditQueuePage
      title="企业认证审核"
      description="审核企业实名认证申请：完成对公打款的申请进入审核中，可通过或驳回。"
      label="企业认证申请"
      machine={queueMachine}
      statuses={ENTERPRISE_AUDIT_TEXT}
      tones={{ 1: 'waiting', 2: 'pending', 3: 'ok', 4: 'bad' }}
      awaiting={2}
      details={details}
    />
  );
}
