import { Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { FeedbackType } from '../../../api/types';
import { CONTACT_INFO_MAX, CONTACT_NAME_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_TYPE_TEXT, type FeedbackFormValues } from '../../../machines/rules/feedback';
import { useSystemActor } from '../../hooks/appActor';
import { FormStack } from '../../components/form/formParts';
import { ImagePicker } from './ImagePicker';

const TYPES = Object.entries(FEEDBACK_TYPE_TEXT) as [string, string][];

function Optional() {
  return (
    <Text as="span" color="fg.muted" fontWeight="normal">
      （选填）
    </Text>
  );
}

/** View 1: fill in (SPEC section 5). Errors come from the machine, the same rules the simulator applies. */
export function FeedbackForm() {
  const feedback = useSystemActor('feedbackFlow');
  const values = useSelector(feedback, (s) => s.context.values);
  const errors = useSelector(feedback, (s) => s.context.errors);
  const images = useSelector(feedback, (s) => s.context.images);
  const imageError = useSelector(feedback, (s) => s.context.imageError);
  const submitting = useSelector(feedback, (s) => s.matches({ open: { form: 'submitting' } }));
  const unread = useSelector(feedback, (s) => s.context.unread);
  const edit = (patch: Partial<FeedbackFormValues>) => feedback.send({ type: 'FEEDBACK.CHANGE', values: patch });
  const over = values.content.length > FEEDBACK_CONTENT_MAX;
  return (
    <FormStack onSubmit={() => feedback.send({ type: 'FEEDBACK.SUBMIT' })}>
      <Field.Root required invalid={Boolean(errors.feedbackType)}>
        <Field.Label>
          反馈类型
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root disabled={submitting}>
          <NativeSelect.Field
            value={values.feedbackType || ''}
            onChange={(e) => edit({ feedbackType: (Number(e.target.value) || 0) as FeedbackType | 0 })}
          >
            <option value="">请选择</option>
            {TYPES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.feedbackType && <Field.ErrorText color="red.fg">{errors.feedbackType}</Field.ErrorText>}
      </Field.Root>
      <Field.Root required invalid={Boolean(errors.content)}>
        <Field.Label>
          反馈内容
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={values.content}
          placeholder="请详细描述您遇到的问题或建议"
          rows={4}
          disabled={submitting}
          onChange={(e) => edit({ content: e.target.value })}
        />
        <HStack w="full" justify="space-between" align="start">
          {errors.content ? <Field.ErrorText color="red.fg">{errors.content}</Field.ErrorText> : <span />}
          <Text fontSize="xs" color={over ? 'red.fg' : 'fg.muted'} aria-label="已输入字数" flexShrink={0}>
            {values.content.length}/{FEEDBACK_CONTENT_MAX}
          </Text>
        </HStack>
      </Field.Root>
      <ImagePicker
        label="上传图片"
        images={images}
        error={imageError}
        disabled={submitting}
        onAdd={(files) => feedback.send({ type: 'FEEDBACK.ADD_IMAGES', files })}
        onRemove={(index) => feedback.send({ type: 'FEEDBACK.REMOVE_IMAGE', index })}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root invalid={Boolean(errors.contactName)}>
          <Field.Label>
            联系人
            <Optional />
          </Field.Label>
          <Input
            value={values.contactName}
            placeholder={`不超过${CONTACT_NAME_MAX}个字`}
            autoComplete="name"
            disabled={submitting}
            onChange={(e) => edit({ contactName: e.target.value })}
          />
          {errors.contactName && <Field.ErrorText color="red.fg">{errors.contactName}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.contactInfo)}>
          <Field.Label>
            联系方式
            <Optional />
          </Field.Label>
          <Input
            value={values.contactInfo}
            placeholder="手机号或邮箱"
            autoComplete="email"
            disabled={submitting}
            onChange={(e) => edit({ contactInfo: e.target.value })}
          />
          {errors.contactInfo && <Field.ErrorText color="red.fg">{errors.contactInfo}</Field.ErrorText>}
        </Field.Root>
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        联系方式最多{CONTACT_INFO_MAX}个字，仅用于工作人员联系您。
      </Text>
      <HStack justify="space-between">
        <Button variant="ghost" size="sm" colorPalette="blue" onClick={() => feedback.send({ type: 'FEEDBACK.HISTORY' })}>
          历史反馈{unread > 0 ? `（${unread}条新回复）` : ''}
        </Button>
        <Button type="submit" colorPalette="blue" loading={submitting}>
          提交
        </Button>
      </HStack>
    </FormStack>
  );
}
