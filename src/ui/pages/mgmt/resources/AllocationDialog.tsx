import { Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  draftErrors,
  type AllocationDraft,
  type resourceAllocationMachine,
} from '../../../../machines/resourceAllocation';
import { RESOURCE_TYPES } from '../../../../domain/resourceQuota';
import { formatQuota } from '../../../format';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { ConfirmDialogView } from '../../../components/dialog/ConfirmDialogView';
import { SelectField } from '../../../components/form/SelectField';
import { ServerError } from '../../../components/form/formParts';
import { TextField } from '../../../components/form/TextField';

const RESOURCE_OPTIONS = Object.entries(RESOURCE_TYPES).map(([value, t]) => ({
  value,
  label: `${t.label}（${t.unit}）`,
}));

export type AllocationActor = ActorRefFrom<typeof resourceAllocationMachine>;

/** Allocate a new quota or change one; a refusal shows here and keeps every field. */
export function AllocationDialog({ actor }: { actor: AllocationActor }) {
  const open = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const used = useSelector(actor, (s) => s.context.used);
  const errors = useSelector(actor, (s) => (s.context.showErrors ? draftErrors(s.context) : {}));
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const change = (patch: Partial<AllocationDraft>) => actor.send({ type: 'ALLOC.CHANGE', patch });
  const editing = Boolean(draft.id);
  return (
    <AppDialog
      open={open}
      title={editing ? '调整资源配额' : '分配资源'}
      onClose={() => actor.send({ type: 'ALLOC.CLOSE' })}
      busy={saving}
      onSubmit={() => actor.send({ type: 'ALLOC.SUBMIT' })}
      footer={<DialogActions onCancel={() => actor.send({ type: 'ALLOC.CLOSE' })} confirmText="保存" busy={saving} />}
    >
      <Stack gap="2">
        <TextField
          label="用户账号"
          required
          value={draft.userName}
          error={errors.userName}
          disabled={editing}
          placeholder="输入用户的账号名，如 dev_ent"
          onValueChange={(userName) => change({ userName })}
        />
        <SelectField
          label="资源类型"
          required
          placeholder=""
          disabled={editing}
          value={draft.resourceType}
          options={RESOURCE_OPTIONS}
          error={errors.resourceType}
          onValueChange={(resourceType) => change({ resourceType })}
        />
        <TextField
          label="配额"
          required
          inputMode="numeric"
          value={draft.quota}
          error={errors.quota}
          helper={editing ? `已使用 ${formatQuota(used, draft.resourceType)}` : undefined}
          onValueChange={(quota) => change({ quota })}
        />
        <TextField
          label="到期日期"
          required
          type="date"
          value={draft.expireTime}
          error={errors.expireTime}
          onValueChange={(expireTime) => change({ expireTime })}
        />
        <TextField
          label="备注"
          rows={2}
          value={draft.remark}
          error={errors.remark}
          onValueChange={(remark) => change({ remark })}
        />
        <ServerError message={serverError} />
      </Stack>
    </AppDialog>
  );
}

/** Revoking a quota takes effect at once, so it is confirmed first. */
export function RevokeDialog({ actor }: { actor: AllocationActor }) {
  const open = useSelector(actor, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const target = useSelector(actor, (s) => s.context.toDelete);
  const deleting = useSelector(actor, (s) => s.matches('deleting'));
  return (
    <ConfirmDialogView
      open={open}
      busy={deleting}
      danger
      title="收回资源"
      message={`确定收回 ${target?.userName} 的${target ? (RESOURCE_TYPES[target.resourceType as keyof typeof RESOURCE_TYPES]?.label ?? target.resourceType) : ''}配额？`}
      confirmText="确定收回"
      onCancel={() => actor.send({ type: 'ALLOC.CANCEL' })}
      onConfirm={() => actor.send({ type: 'ALLOC.CONFIRM' })}
    />
  );
}
