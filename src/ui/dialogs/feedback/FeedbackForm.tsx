import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { FeedbackType } from '../../../domain/types/feedback.types';
import {
  CONTACT_INFO_MAX,
  CONTACT_NAME_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TYPE_TEXT,
  type FeedbackFormValues,
} from '../../../domain/feedback';
import { useSystemActor } from '../../hooks/appActor';
import { FormStack } from '../../components/form/formParts';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { ImagePicker } from './ImagePicker';

const TYPES = Object.entries(FEEDBACK_TYPE_TEXT).map(([value, label]) => ({ value, label }));

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
  return (
    <FormStack onSubmit={() => feedback.send({ type: 'FEEDBACK.SUBMIT' })}>
      <SelectField
        label="反馈类型"
        required
        disabled={submitting}
        value={values.feedbackType ? String(values.feedbackType) : ''}
        options={TYPES}
        error={errors.feedbackType}
        onValueChange={(v) => edit({ feedbackType: (Number(v) || 0) as FeedbackType | 0 })}
      />
      <TextField
        label="反馈内容"
        required
        disabled={submitting}
        placeholder="请详细描述您遇到的问题或建议"
        rows={4}
        maxChars={FEEDBACK_CONTENT_MAX}
        value={values.content}
        error={errors.content}
        onValueChange={(content) => edit({ content })}
      />
      <ImagePicker
        label="上传图片"
        images={images}
        error={imageError}
        disabled={submitting}
        onAdd={(files) => feedback.send({ type: 'FEEDBACK.ADD_IMAGES', files })}
        onRemove={(index) => feedback.send({ type: 'FEEDBACK.REMOVE_IMAGE', index })}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <TextField
          label="联系人"
          optionalHint="（选填）"
          disabled={submitting}
          placeholder={`不超过${CONTACT_NAME_MAX}个字`}
          autoComplete="name"
          value={values.contactName}
          error={errors.contactName}
          onValueChange={(contactName) => edit({ contactName })}
        />
        <TextField
          label="联系方式"
          optionalHint="（选填）"
          disabled={submitting}
          placeholder="手机号或邮箱"
          autoComplete="email"
          value={values.contactInfo}
          error={errors.contactInfo}
          onValueChange={(contactInfo) => edit({ contactInfo })}
        />
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        联系方式最多{CONTACT_INFO_MAX}个字，仅用于工作人员联系您。
      </Text>
      <HStack justify="space-between">
        <Button
          variant="ghost"
          size="sm"
          colorPalette="blue"
          onClick={() => feedback.send({ type: 'FEEDBACK.HISTORY' })}
        >
          历史反馈{unread > 0 ? `（${unread}条新回复）` : ''}
        </Button>
        <Button type="submit" colorPalette="blue" loading={submitting}>
          提交
        </Button>
      </HStack>
    </FormStack>
  );
}
