import { Alert, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { apiKeysMachine } from '../../../../machines/apiKeys';
import { KEY_NAME_MAX } from '../../../../machines/rules/apiKey';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { ConfirmDialogView } from '../../../components/dialog/ConfirmDialogView';
import { TextField } from '../../../components/form/TextField';

export type KeysActor = ActorRefFrom<typeof apiKeysMachine>;

/** 新建密钥: the name, then the server creates the key. The typed name survives a refusal. */
export function CreateKeyDialog({ actor }: { actor: KeysActor }) {
  const open = useSelector(actor, (s) => s.matches({ ready: 'naming' }) || s.matches({ ready: 'creating' }));
  const creating = useSelector(actor, (s) => s.matches({ ready: 'creating' }));
  const name = useSelector(actor, (s) => s.context.name);
  const error = useSelector(actor, (s) => s.context.nameError);
  return (
    <AppDialog
      open={open}
      title="新建密钥"
      onClose={() => actor.send({ type: 'KEYS.CANCEL' })}
      onSubmit={() => actor.send({ type: 'KEYS.SUBMIT' })}
      footer={<DialogActions onCancel={() => actor.send({ type: 'KEYS.CANCEL' })} confirmText="创建" busy={creating} />}
    >
      <TextField
        label="密钥名称"
        value={name}
        error={error}
        helper={`用于区分不同用途的密钥，最多${KEY_NAME_MAX}个字符`}
        maxLength={KEY_NAME_MAX + 10}
        placeholder="例如：生产环境"
        onValueChange={(next) => actor.send({ type: 'KEYS.NAME', name: next })}
      />
    </AppDialog>
  );
}

/**
 * The one time the full key is visible. Closing forgets it: from then on only sk-****abcd exists
 * on the client (the server never sends the full key again).
 */
export function RevealKeyDialog({ actor }: { actor: KeysActor }) {
  const created = useSelector(actor, (s) => (s.matches({ ready: 'revealing' }) ? s.context.created : undefined));
  const copying = useSelector(actor, (s) => s.matches({ ready: { revealing: 'copying' } }));
  return (
    <AppDialog
      open={Boolean(created)}
      title="密钥已创建"
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
        <Text fontSize="sm" color="fg.muted">
          {created?.name}
        </Text>
        <Code data-testid="full-key" p="3" fontSize="sm" wordBreak="break-all" aria-label="完整密钥">
          {created?.secret}
        </Code>
      </Stack>
    </AppDialog>
  );
}

export function DeleteKeyDialog({ actor }: { actor: KeysActor }) {
  const target = useSelector(actor, (s) =>
    s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' }) ? s.context.keys.find((k) => k.id === s.context.targetId) : undefined,
  );
  const deleting = useSelector(actor, (s) => s.matches({ ready: 'deleting' }));
  return (
    <ConfirmDialogView
      open={Boolean(target)}
      busy={deleting}
      danger
      title="删除密钥"
      message={`确定删除密钥“${target?.name}”（${target?.maskedKey}）吗？删除后使用该密钥的调用将立即失败，且无法恢复。`}
      confirmText="确认删除"
      onCancel={() => actor.send({ type: 'KEYS.CANCEL' })}
      onConfirm={() => actor.send({ type: 'KEYS.CONFIRM' })}
    />
  );
}
