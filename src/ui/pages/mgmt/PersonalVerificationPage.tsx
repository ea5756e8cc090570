import { personalAuditMachine } from '../../../machines/adminLists';
import { PERSONAL_AUDIT_TEXT } from '../../../domain/certification';
import { AuditQueuePage } from './AuditQueuePage';

/** 个人认证审核: pending personal applications, approved or rejected with a reason. */
export function PersonalVerificationPage() {
  return (
    <AuditQueuePage
      title="个人认证审核"
      description="审核个人实名认证申请。"
      label="个人认证申请"
      machine={personalAuditMachine}
      statuses={PERSONAL_AUDIT_TEXT}
      tones={{ 1: 'pending', 2: 'ok', 3: 'bad' }}
      awaiting={1}
      details={[
        { header: '真实姓名', cell: (r) => r.realName },
        { header: '身份证号', cell: (r) => r.idCard },
      ]}
    />
  );
}
