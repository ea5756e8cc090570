import { fromPromise } from 'xstate';
import type { PersonalAuditRecord } from '../../../api/types';
import { auditPersonalVerification, searchPersonalVerifications } from '../../../api/verification';
import { createAuditQueueMachine } from '../../../machines/auditQueue';
import { listOf } from '../../../machines/listMachine';
import { PERSONAL_AUDIT_TEXT } from '../../../machines/rules/certification';
import type { AuditFilter } from './auditParts';
import { AuditQueuePage } from './AuditQueuePage';

const queueMachine = createAuditQueueMachine<PersonalAuditRecord, AuditFilter>().provide({
  actors: {
    list: listOf(({ query, ...page }) => searchPersonalVerifications({ ...page, ...query })),
    decide: fromPromise(({ input }) =>
      auditPersonalVerification({ id: input.id, status: input.approve ? 2 : 3, ...(input.approve ? {} : { reason: input.reason.trim() }) }),
    ),
  },
});

/** 个人认证审核: pending personal applications, approved or rejected with a reason. */
export function PersonalVerificationPage() {
  return (
    <AuditQueuePage
      title="个人认证审核"
      description="审核个人实名认证申请。"
      label="个人认证申请"
      machine={queueMachine}
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
