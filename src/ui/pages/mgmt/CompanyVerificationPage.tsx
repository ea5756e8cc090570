import type { EnterpriseAuditRecord } from '../../../domain/types/verification.types';
import { enterpriseAuditMachine } from '../../../machines/adminLists';
import { ENTERPRISE_AUDIT_TEXT, maskAccount } from '../../../domain/certification';
import type { Column } from '../../components/ListView';
import { AuditQueuePage } from './AuditQueuePage';
import { TwoLines } from '../../components/CellLines';

const details: Column<EnterpriseAuditRecord>[] = [
  {
    header: '企业信息',
    cell: (r) => <TwoLines main={r.companyName} sub={`${r.creditCode} · 法人 ${r.legalPerson}`} />,
  },
  { header: '联系人', cell: (r) => `${r.contactName} ${r.contactPhone}` },
  {
    header: '对公打款',
    cell: (r) => (r.bankName ? `${r.bankName} ${maskAccount(r.bankAccount ?? '')}（附言 ${r.remitCode}）` : '待打款'),
  },
];

/** 企业认证审核: applications that completed the bank transfer wait here for a decision. */
export function CompanyVerificationPage() {
  return (
    <AuditQueuePage
      title="企业认证审核"
      description="审核企业实名认证申请：完成对公打款的申请进入审核中，可通过或驳回。"
      label="企业认证申请"
      machine={enterpriseAuditMachine}
      statuses={ENTERPRISE_AUDIT_TEXT}
      tones={{ 1: 'waiting', 2: 'pending', 3: 'ok', 4: 'bad' }}
      awaiting={2}
      details={details}
    />
  );
}
