import { Badge, Button, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuditFilter } from '../../../machines/adminLists';
import type { AuditQueueMachine } from '../../../machines/auditQueue';
import { hasCode } from '../../../domain/permissions';
import { REASON_MAX, reasonError } from '../../../domain/certification';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DialogActions } from '../../components/dialog/DialogActions';
import { KeywordInput, SearchButton, SelectFilter, optionsOf } from '../../components/form/FilterFields';
import { TextField } from '../../components/form/TextField';
import { useAccess } from '../../hooks/appActor';

export type { AuditFilter };
export type QueueActor<T> = ActorRefFrom<AuditQueueMachine<T, AuditFilter>>;

export const IDENTITY_EDIT = 'MC:verifyManage:identity:edit';

/** Only auditors holding the identity edit code see the decision buttons. */
export function useCanAudit(): boolean {
  return hasCode(IDENTITY_EDIT, useAccess().codes);
}

export function AuditStatusBadge({ text, tone }: { text: string; tone: 'pending' | 'ok' | 'bad' | 'waiting' }) {
  const color = { pending: 'orange', ok: 'green', bad: 'red', waiting: 'gray' }[tone];
  return <Badge colorPalette={color}>{text}</Badge>;
}

/** Status select and keyword search; applying them starts the list again at page 1. */
export function AuditFilters<T>({ queue, statuses }: { queue: QueueActor<T>; statuses: Record<number, string> }) {
  const [status, setStatus] = useState('');
  const [keyword, setKeyword] = useState('');
  const apply = (next: { status?: string; keyword?: string }) => {
    const s = next.status ?? status;
    const k = next.keyword ?? keyword;
    queue.send({
      type: 'LIST.QUERY',
      query: { ...(s ? { auditStatus: Number(s) } : {}), ...(k.trim() ? { keyword: k.trim() } : {}) },
    });
  };
  return (
    <HStack mb="4" gap="4" align="end" wrap="wrap">
      <SelectFilter
        maxW="180px"
        label="审核状态"
        value={status}
        options={optionsOf(statuses)}
        onChange={(v) => {
          setStatus(v);
          apply({ status: v });
        }}
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          apply({});
        }}
      >
        <HStack align="end">
          <KeywordInput
            maxW="240px"
            label="关键词"
            value={keyword}
            placeholder="账号、手机号或名称"
            onChange={setKeyword}
          />
          <SearchButton />
        </HStack>
      </form>
    </HStack>
  );
}

export function DecisionButtons<T>({ queue, id, canDecide }: { queue: QueueActor<T>; id: string; canDecide: boolean }) {
  const busy = useSelector(queue, (s) => s.matches('deciding') && s.context.decision?.id === id);
  if (!canDecide) return null;
  return (
    <HStack gap="1">
      {/* The solid green default leaves white text below 4.5:1 contrast. */}
      <Button
        size="xs"
        colorPalette="green"
        bg="green.700"
        _hover={{ bg: 'green.800' }}
        loading={busy}
        onClick={() => queue.send({ type: 'AUDIT.APPROVE', id })}
      >
        通过
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => queue.send({ type: 'AUDIT.REJECT', id })}>
        驳回
      </Button>
    </HStack>
  );
}

/** The rejection reason; it stays in the machine through a failed attempt. */
export function RejectDialog<T>({ queue }: { queue: QueueActor<T> }) {
  const open = useSelector(
    queue,
    (s) => s.matches('rejecting') || (s.matches('deciding') && s.context.decision?.approve === false),
  );
  const reason = useSelector(queue, (s) => s.context.decision?.reason ?? '');
  const serverError = useSelector(queue, (s) => s.context.decisionError);
  const deciding = useSelector(queue, (s) => s.matches('deciding'));
  const [touched, setTouched] = useState(false);
  const error = touched ? reasonError(reason) : undefined;
  return (
    <AppDialog
      open={open}
      title="驳回申请"
      onClose={() => queue.send({ type: 'AUDIT.CANCEL' })}
      onSubmit={() => {
        setTouched(true);
        queue.send({ type: 'AUDIT.CONFIRM' });
      }}
      footer={
        <DialogActions
          onCancel={() => queue.send({ type: 'AUDIT.CANCEL' })}
          confirmText="确认驳回"
          busy={deciding}
          danger
        />
      }
    >
      <TextField
        label="驳回原因"
        value={reason}
        error={error ?? serverError}
        rows={3}
        maxLength={REASON_MAX + 20}
        placeholder="请填写驳回原因，申请人将看到此内容"
        onValueChange={(next) => queue.send({ type: 'AUDIT.REASON', reason: next })}
        onBlur={() => setTouched(true)}
      />
    </AppDialog>
  );
}
