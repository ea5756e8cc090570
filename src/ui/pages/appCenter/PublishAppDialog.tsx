import { Button, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AppForm } from '../../../domain/types/app.types';
import { publishErrors, type appPublishMachine, type ImageField } from '../../../machines/appPublish';
import { APP_LIMITS, APP_TYPES } from '../../../domain/apps';
import { AppDialog } from '../../components/dialog/AppDialog';
import { FormField } from '../../components/form/FormField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { AppIcon } from '../../components/AppIcon';

const APP_TYPE_OPTIONS = APP_TYPES.map((t) => ({ value: String(t.id), label: t.name }));
const VISIBILITY_OPTIONS = [
  { value: '1', label: '公开' },
  { value: '2', label: '不公开' },
];

type PublishActor = ActorRefFrom<typeof appPublishMachine>;

/** One text field of the form, bound to the machine's draft. */
function PublishTextField({
  actor,
  field,
  max,
  ...text
}: {
  actor: PublishActor;
  field: keyof AppForm;
  label: string;
  required?: boolean;
  max?: number;
  rows?: number;
  placeholder?: string;
}) {
  const value = useSelector(actor, (s) => String(s.context.form[field] ?? ''));
  const error = useSelector(actor, (s) => publishErrors(s.context)[field]);
  return (
    <TextField
      {...text}
      value={value}
      error={error}
      maxChars={max}
      onValueChange={(v) => actor.send({ type: 'PUBLISH.CHANGE', patch: { [field]: v } })}
    />
  );
}

function ImageField({
  actor,
  field,
  label,
  required,
}: {
  actor: PublishActor;
  field: ImageField;
  label: string;
  required?: boolean;
}) {
  const url = useSelector(actor, (s) => s.context.form[field]);
  const name = useSelector(actor, (s) => s.context.form.appName);
  const uploading = useSelector(actor, (s) => s.context.uploading?.field === field);
  const error = useSelector(actor, (s) => publishErrors(s.context)[field]);
  return (
    <FormField label={label} required={required} error={error} helper="支持 jpg、jpeg、png，不超过3MB">
      <HStack gap="3">
        {url ? (
          <AppIcon name={name || '应'} url={url} size="48px" />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            未上传
          </Text>
        )}
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
    </FormField>
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
    <AppDialog
      open={open}
      title={editing ? '编辑应用' : '发布应用'}
      onClose={() => actor.send({ type: 'PUBLISH.CLOSE' })}
      closeButton
      size="lg"
      onSubmit={() => actor.send({ type: 'PUBLISH.SUBMIT' })}
      bodyProps={{ display: 'grid', gap: '2' }}
      footer={
        <>
          <Button variant="outline" onClick={() => actor.send({ type: 'PUBLISH.CLOSE' })}>
            取消
          </Button>
          <Button type="submit" colorPalette="blue" loading={submitting} disabled={busy}>
            提交审核
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted">
        提交后进入审核，审核通过后在应用商店上架。
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4" rowGap="2">
        <PublishTextField actor={actor} field="appName" label="应用名称" required max={APP_LIMITS.name} />
        <SelectField
          label="应用类型"
          required
          value={String(appType || '')}
          options={APP_TYPE_OPTIONS}
          error={typeError}
          onValueChange={(v) => actor.send({ type: 'PUBLISH.CHANGE', patch: { appType: Number(v) } })}
        />
        <PublishTextField actor={actor} field="abilityName" label="核心能力" placeholder="如：多轮对话、文本生成" />
        <PublishTextField actor={actor} field="industryName" label="所属行业" placeholder="如：金融、制造业" />
        <ImageField actor={actor} field="iconUrl" label="应用图标" required />
        <ImageField actor={actor} field="bgUrl" label="背景图" />
      </SimpleGrid>
      <PublishTextField actor={actor} field="jumpUrl" label="跳转链接" placeholder="https://" />
      <PublishTextField actor={actor} field="appShortDesc" label="应用简介" required max={APP_LIMITS.shortDesc} />
      <PublishTextField actor={actor} field="appDesc" label="应用描述" required rows={4} max={APP_LIMITS.desc} />
      <PublishTextField
        actor={actor}
        field="demoJson"
        label="示例数据（JSON）"
        rows={3}
        placeholder='{"question": "示例问题"}'
      />
      <PublishTextField actor={actor} field="guideDesc" label="引导说明" rows={2} max={APP_LIMITS.guide} />
      <SelectField
        label="可见范围"
        placeholder=""
        value={String(openFlag)}
        options={VISIBILITY_OPTIONS}
        onValueChange={(v) => actor.send({ type: 'PUBLISH.CHANGE', patch: { openFlag: v === '2' ? 2 : 1 } })}
      />
    </AppDialog>
  );
}
