import { Button, CloseButton, Dialog, Field, HStack, Input, NativeSelect, Portal, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AppForm } from '../../../api/types';
import { publishErrors, type appPublishMachine, type ImageField } from '../../../machines/appPublish';
import { APP_LIMITS, APP_TYPES } from '../../../machines/rules/apps';
import { AppIcon } from '../../components/AppIcon';

type PublishActor = ActorRefFrom<typeof appPublishMachine>;

function TextField({ actor, field, label, required, max, rows, placeholder }: {
  actor: PublishActor; field: keyof AppForm; label: string; required?: boolean; max?: number; rows?: number; placeholder?: string;
}) {
  const value = useSelector(actor, (s) => String(s.context.form[field] ?? ''));
  const error = useSelector(actor, (s) => publishErrors(s.context)[field]);
  const change = (v: string) => actor.send({ type: 'PUBLISH.CHANGE', patch: { [field]: v } });
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {rows ? (
        <Textarea value={value} rows={rows} placeholder={placeholder} onChange={(e) => change(e.target.value)} />
      ) : (
        <Input value={value} placeholder={placeholder} onChange={(e) => change(e.target.value)} />
      )}
      {max && <Field.HelperText>{`${value.length}/${max}`}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function ImageField({ actor, field, label, required }: { actor: PublishActor; field: ImageField; label: string; required?: boolean }) {
  const url = useSelector(actor, (s) => s.context.form[field]);
  const name = useSelector(actor, (s) => s.context.form.appName);
  const uploading = useSelector(actor, (s) => s.context.uploading?.field === field);
  const error = useSelector(actor, (s) => publishErrors(s.context)[field]);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <HStack gap="3">
        {url ? <AppIcon name={name || '应'} url={url} size="48px" /> : <Text fontSize="sm" color="fg.muted">未上传</Text>}
        <Input
          type="file"
          accept="image/png,image/jpeg,image/jpg"
          size="sm"
          disabled={uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) actor.send({ type: 'PUBLISH.UPLOAD', field, file });
            e.target.value = '';
          }}
        />
        {uploading && <Text fontSize="xs">上传中…</Text>}
      </HStack>
      <Field.HelperText>支持 jpg、jpeg、png，不超过3MB</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** 发布应用 / 编辑应用: what the store shows, sent to audit on submit. */
export function PublishAppDialog({ actor }: { actor: PublishActor }) {
  const open = useSelector(actor, (s) => !s.matches({ dialog: 'closed' }));
  const editing = useSelector(actor, (s) => Boolean(s.context.editingId));
  const submitting = useSelector(actor, (s) => s.matches({ dialog: 'submitting' }));
  const busy = useSelector(actor, (s) => s.matches({ dialog: 'uploading' }));
  const appType = useSelector(actor, (s) => s.context.form.appType);
  const openFlag = useSelector(actor, (s) => s.context.form.openFlag);
  const typeError = useSelector(actor, (s) => publishErrors(s.context).appType);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && actor.send({ type: 'PUBLISH.CLOSE' })} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              style={{ display: 'contents' }}
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'PUBLISH.SUBMIT' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{editing ? '编辑应用' : '发布应用'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="grid" gap="4">
                <Text fontSize="sm" color="fg.muted">
                  提交后进入审核，审核通过后在应用商店上架。
                </Text>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField actor={actor} field="appName" label="应用名称" required max={APP_LIMITS.name} />
                  <Field.Root invalid={Boolean(typeError)} required>
                    <Field.Label>
                      应用类型
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={String(appType || '')} onChange={(e) => actor.send({ type: 'PUBLISH.CHANGE', patch: { appType: Number(e.target.value) } })}>
                        <option value="">请选择</option>
                        {APP_TYPES.map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {typeError && <Field.ErrorText>{typeError}</Field.ErrorText>}
                  </Field.Root>
                  <TextField actor={actor} field="abilityName" label="核心能力" placeholder="如：多轮对话、文本生成" />
                  <TextField actor={actor} field="industryName" label="所属行业" placeholder="如：金融、制造业" />
                  <ImageField actor={actor} field="iconUrl" label="应用图标" required />
                  <ImageField actor={actor} field="bgUrl" label="背景图" />
                </SimpleGrid>
                <TextField actor={actor} field="jumpUrl" label="跳转链接" placeholder="https://" />
                <TextField actor={actor} field="appShortDesc" label="应用简介" required max={APP_LIMITS.shortDesc} />
                <TextField actor={actor} field="appDesc" label="应用描述" required rows={4} max={APP_LIMITS.desc} />
                <TextField actor={actor} field="demoJson" label="示例数据（JSON）" rows={3} placeholder='{"question": "示例问题"}' />
                <TextField actor={actor} field="guideDesc" label="引导说明" rows={2} max={APP_LIMITS.guide} />
                <Field.Root>
                  <Field.Label>可见范围</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={String(openFlag)} onChange={(e) => actor.send({ type: 'PUBLISH.CHANGE', patch: { openFlag: e.target.value === '2' ? 2 : 1 } })}>
                      <option value="1">公开</option>
                      <option value="2">不公开</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => actor.send({ type: 'PUBLISH.CLOSE' })}>
                  取消
                </Button>
                <Button type="submit" colorPalette="blue" loading={submitting} disabled={busy}>
                  提交审核
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
