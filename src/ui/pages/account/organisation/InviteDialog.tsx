import { Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ORG_ROLE_NAMES } from '../../../../domain/organisation';
import type { OrgRole } from '../../../../domain/types/organisation.types';
import type { orgInviteMachine } from '../../../../machines/orgInvite';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';

/** 邀请成员: phone, role (those the inviter may give) and an optional monthly cap. */
export function InviteDialog({
  actor,
  roles,
}: {
  actor: ActorRefFrom<typeof orgInviteMachine>;
  roles: readonly OrgRole[];
}) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const busy = useSelector(actor, (s) => s.matches('sending'));
  const { form, errors, refusal } = useSelector(actor, (s) => s.context);
  const edit = (field: keyof typeof form) => (value: string) => actor.send({ type: 'INVITE.EDIT', field, value });
  return (
    <AppDialog
      open={open}
      title="邀请成员"
      busy={busy}
      closable="notOnOutsideClick"
      onClose={() => actor.send({ type: 'INVITE.CLOSE' })}
      onSubmit={() => actor.send({ type: 'INVITE.SUBMIT' })}
      footer={
        <DialogActions onCancel={() => actor.send({ type: 'INVITE.CLOSE' })} confirmText="发送邀请" busy={busy} />
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          对方须已注册平台账号；邀请以站内信送达，7天内有效。
        </Text>
        <TextField
          label="手机号"
          required
          inputMode="numeric"
          maxLength={11}
          value={form.phone}
          error={errors.phone}
          onValueChange={edit('phone')}
        />
        <SelectField
          label="角色"
          required
          value={form.role}
          options={roles.map((r) => ({ value: r, label: ORG_ROLE_NAMES[r] }))}
          error={errors.role}
          onValueChange={edit('role')}
        />
        <TextField
          label="月度额度（元）"
          optionalHint="选填，不填为不限"
          inputMode="decimal"
          value={form.cap}
          error={errors.cap}
          onValueChange={edit('cap')}
        />
        {refusal && (
          <Text role="alert" color="red.fg" fontSize="sm">
            {refusal}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
