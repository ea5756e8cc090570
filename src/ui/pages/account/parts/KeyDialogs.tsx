import { Alert, Button, Code, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ScopedApiKey } from '../../../../domain/types/keys.types';
import type { apiKeysMachine, ApiKeysContext } from '../../../../machines/apiKeys';
import { KEY_NAME_MAX } from '../../../../domain/apiKey';
import { MAX_ALLOWLIST, type KeyScopeForm } from '../../../../domain/keyScope';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { ConfirmDialogView } from '../../../components/dialog/ConfirmDialogView';
import { SelectField } from '../../../components/form/SelectField';
import { GRACE_OPTIONS } from '../../../../domain/keyRotation';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { ChoiceList, type Choice } from '../../../components/form/ChoiceList';
import { TextField } from '../../../components/form/TextField';
import { draftFields } from '../../../components/form/formParts';

export type KeysActor = ActorRefFrom<typeof apiKeysMachine>;

/** Chat models, plus any model the key already names (so an edit never drops one silently). */
function modelChoices(models: ApiKeysContext['models'], chosen: readonly string[]): Choice[] {
  const offered = (models ?? [])
    .filter((m) => m.chat || chosen.includes(m.id))
    .map((m) => ({ id: m.id, label: `${m.name}（${m.id}）` }));
  const unknown = chosen.filter((id) => !offered.some((c) => c.id === id)).map((id) => ({ id, label: id }));
  return [...offered, ...unknown];
}

/**
 * 新建密钥 / 编辑密钥: the name and the key's scope. Every problem shows under its field at once
 * and nothing typed is lost, whether the form or the server refused it.
 */
export function KeyFormDialog({ actor }: { actor: KeysActor }) {
  const open = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const editing = useSelector(actor, (s) => s.context.mode === 'edit');
  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const models = useSelector(actor, (s) => s.context.models);
  const set = (field: keyof KeyScopeForm) => (value: string | string[]) =>
    actor.send({ type: 'KEYS.FIELD', field, value });
  const field = draftFields(form, errors, (values) =>
    Object.entries(values).forEach(([name, value]) => set(name as keyof KeyScopeForm)(value)),
  );
  const cancel = () => actor.send({ type: 'KEYS.CANCEL' });
  return (
    <AppDialog
      open={open}
      title={editing ? '编辑密钥' : '新建密钥'}
      size="lg"
      closable="notOnOutsideClick"
      busy={saving}
      onClose={cancel}
      onSubmit={() => actor.send({ type: 'KEYS.SUBMIT' })}
      footer={<DialogActions onCancel={cancel} confirmText={editing ? '保存' : '创建'} busy={saving} />}
    >
      <Stack gap="2">
        <TextField
          label="密钥名称"
          {...field('name')}
          helper={`用于区分不同用途的密钥，最多${KEY_NAME_MAX}个字符`}
          maxLength={KEY_NAME_MAX + 10}
          placeholder="例如：生产环境"
        />
        <ChoiceList
          legend="可调用模型"
          choices={modelChoices(models, form.allowedModels)}
          chosen={form.allowedModels}
          onChange={set('allowedModels')}
          empty="模型列表加载中…"
          helper="不勾选则可调用全部模型"
          error={errors.allowedModels}
        />
        <TextField
          label="IP白名单"
          optionalHint="（选填）"
          rows={3}
          {...field('ipAllowlist')}
          helper={`每行一个 IPv4 地址或 CIDR 网段，最多${MAX_ALLOWLIST}条；留空则不限来源`}
          placeholder={'203.0.113.5\n198.51.100.0/24'}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField
            label="到期日期"
            optionalHint="（选填）"
            type="date"
            {...field('expireDate')}
            helper="当天结束后失效；留空则长期有效"
          />
          <TextField
            label="月度消费上限（元）"
            optionalHint="（选填）"
            inputMode="decimal"
            {...field('monthlyCap')}
            helper="本月消费达到上限后拒绝调用；留空则不限"
            placeholder="例如：500"
          />
        </SimpleGrid>
      </Stack>
    </AppDialog>
  );
}

/**
 * The one time the full key is visible (after a create or a rotation). Closing forgets it: from
 * then on only sk-****abcd exists on the client (the server never sends the full key again).
 */
export function RevealKeyDialog({ actor }: { actor: KeysActor }) {
  const revealed = useSelector(actor, (s) => (s.matches('revealing') ? s.context.revealed : undefined));
  // A rotation reveals the secret of the key it was about; a creation has no such key.
  const rotated = useSelector(actor, (s) => s.context.target !== undefined);
  const copying = useSelector(actor, (s) => s.matches({ revealing: 'copying' }));
  return (
    <AppDialog
      open={Boolean(revealed)}
      title={rotated ? '密钥已轮换' : '密钥已创建'}
      onClose={() => actor.send({ type: 'KEYS.CLOSE' })}
      closable="notOnOutsideClick"
      footer={
        <>
          <Button variant="outline" loading={copying} onClick={() => actor.send({ type: 'KEYS.COPY' })}>
            复制密钥
          </Button>
          <Button colorPalette="blue" onClick={() => actor.send({ type: 'KEYS.CLOSE' })}>
            我已保存
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>请立即复制并妥善保存。关闭后将无法再次查看完整密钥。</Alert.Title>
        </Alert.Root>
        {rotated && <Text fontSize="sm">请尽快在调用方替换为新密钥；旧密钥的剩余可用时间显示在密钥列表中。</Text>}
        <Text fontSize="sm" color="fg.muted">
          {revealed?.name}
        </Text>
        <Code data-testid="full-key" p="3" fontSize="sm" wordBreak="break-all" aria-label="完整密钥">
          {revealed?.secret}
        </Code>
      </Stack>
    </AppDialog>
  );
}

const keyLabel = (key?: ScopedApiKey) => `“${key?.name ?? ''}”（${key?.maskedKey ?? ''}）`;

const GRACE_CHOICES = GRACE_OPTIONS.map((o) => ({ value: String(o.hours), label: o.label }));

/** 轮换密钥: the new secret works at once; the old one for the window chosen here, then stops. */
export function RotateKeyDialog({ actor }: { actor: KeysActor }) {
  const target = useSelector(actor, (s) =>
    s.matches('confirmingRotate') || s.matches('rotating') ? s.context.target : undefined,
  );
  const rotating = useSelector(actor, (s) => s.matches('rotating'));
  const graceHours = useSelector(actor, (s) => s.context.graceHours);
  const cancel = () => actor.send({ type: 'KEYS.CANCEL' });
  return (
    <AppDialog
      role="alertdialog"
      open={Boolean(target)}
      title="轮换密钥"
      onClose={cancel}
      busy={rotating}
      footer={
        <DialogActions
          onCancel={cancel}
          onConfirm={() => actor.send({ type: 'KEYS.CONFIRM' })}
          confirmText="确认轮换"
          busy={rotating}
        />
      }
    >
      <Stack gap="4">
        <Text>确定轮换密钥{keyLabel(target)}吗？新密钥立即生效且只显示一次；名称、范围与用量保持不变。</Text>
        <SelectField
          label="旧密钥保留时长"
          placeholder=""
          value={String(graceHours)}
          options={GRACE_CHOICES}
          disabled={rotating}
          onValueChange={(v) => actor.send({ type: 'KEYS.GRACE', hours: Number(v) })}
        />
        <Text fontSize="sm" color="fg.muted">
          {graceHours === 0
            ? '旧密钥将立即失效，仍在使用它的调用会收到 401。'
            : '保留期内新旧密钥都可调用，请在此期间把调用方换成新密钥；到期后旧密钥的调用会收到 401。'}
        </Text>
      </Stack>
    </AppDialog>
  );
}

export function DeleteKeyDialog({ actor }: { actor: KeysActor }) {
  const target = useSelector(actor, (s) =>
    s.matches('confirmingDelete') || s.matches('deleting') ? s.context.target : undefined,
  );
  const deleting = useSelector(actor, (s) => s.matches('deleting'));
  return (
    <ConfirmDialogView
      open={Boolean(target)}
      busy={deleting}
      danger
      title="删除密钥"
      message={`确定删除密钥${keyLabel(target)}吗？删除后使用该密钥的调用将立即失败，且无法恢复。`}
      confirmText="确认删除"
      onCancel={() => actor.send({ type: 'KEYS.CANCEL' })}
      onConfirm={() => actor.send({ type: 'KEYS.CONFIRM' })}
    />
  );
}
