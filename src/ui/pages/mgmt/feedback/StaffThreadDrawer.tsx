import { Button, CloseButton, DataList, Drawer, Field, HStack, Portal, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { feedbackStaffMachine } from '../../../../machines/feedbackStaff';
import { formatDateTime } from '../../../../machines/rules/dates';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_TYPE_TEXT, replyBlockedReason } from '../../../../machines/rules/feedback';
import { FeedbackStatusBadge } from '../../../dialogs/feedback/FeedbackStatusBadge';
import { FeedbackThread } from '../../../dialogs/feedback/FeedbackThread';
import { ImagePicker } from '../../../dialogs/feedback/ImagePicker';
import { USER_TYPE_TEXT } from './userType';

type StaffActor = ActorRefFrom<typeof feedbackStaffMachine>;

function StaffReply({ staff }: { staff: StaffActor }) {
  const status = useSelector(staff, (s) => s.context.detail?.feedbackStatus);
  const reply = useSelector(staff, (s) => s.context.reply);
  const images = useSelector(staff, (s) => s.context.images);
  const error = useSelector(staff, (s) => s.context.error);
  const ready = useSelector(staff, (s) => s.matches({ thread: 'ready' }));
  const sending = useSelector(staff, (s) => s.matches({ thread: 'replying' }));
  if (status === undefined) return null;
  const blocked = replyBlockedReason(status);
  if (blocked) {
    return (
      <Stack gap="2" align="flex-start">
        <Button disabled size="sm" colorPalette="blue">
          回复
        </Button>
        <Text fontSize="sm" color="fg.muted" role="note">
          {blocked}
        </Text>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        staff.send({ type: 'STAFF.REPLY' });
      }}
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>回复内容</Field.Label>
          <Textarea
            value={reply}
            rows={4}
            placeholder="请输入给用户的回复"
            disabled={!ready}
            onChange={(e) => staff.send({ type: 'STAFF.REPLY_CHANGE', content: e.target.value })}
          />
          <HStack w="full" justify="space-between" align="start">
            {error ? <Field.ErrorText color="red.600">{error}</Field.ErrorText> : <span />}
            <Text fontSize="xs" color={reply.length > FEEDBACK_CONTENT_MAX ? 'red.600' : 'fg.muted'} flexShrink={0}>
              {reply.length}/{FEEDBACK_CONTENT_MAX}
            </Text>
          </HStack>
        </Field.Root>
        <ImagePicker
          label="回复图片"
          images={images}
          disabled={!ready}
          onAdd={(files) => staff.send({ type: 'STAFF.ADD_IMAGES', files })}
          onRemove={(index) => staff.send({ type: 'STAFF.REMOVE_IMAGE', index })}
        />
        <HStack justify="flex-end">
          <Button type="submit" size="sm" colorPalette="blue" loading={sending} disabled={!ready && !sending}>
            回复
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** One thread for staff: who wrote, how to reach them, the messages, and the answer box. */
export function StaffThreadDrawer({ staff }: { staff: StaffActor }) {
  const open = useSelector(staff, (s) => s.matches('thread'));
  const detail = useSelector(staff, (s) => s.context.detail);
  const failed = useSelector(staff, (s) => s.matches({ thread: 'failed' }));
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && staff.send({ type: 'STAFF.CLOSE' })} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>反馈详情</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {failed && (
                <Stack align="center" py="8" gap="3">
                  <Text color="red.600">加载失败</Text>
                  <Button size="sm" variant="outline" onClick={() => staff.send({ type: 'STAFF.RETRY' })}>
                    重试
                  </Button>
                </Stack>
              )}
              {!failed && !detail && (
                <Stack align="center" py="8">
                  <Spinner role="status" aria-label="加载中" />
                </Stack>
              )}
              {!failed && detail && (
                <Stack gap="5">
                  <DataList.Root orientation="horizontal" size="sm">
                    <DataList.Item>
                      <DataList.ItemLabel>反馈人</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {detail.userName || '—'}（{USER_TYPE_TEXT[detail.userType ?? 2]}）
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>联系人</DataList.ItemLabel>
                      <DataList.ItemValue>{detail.contactName || '—'}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>联系方式</DataList.ItemLabel>
                      <DataList.ItemValue>{detail.contactInfo || '—'}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>类型</DataList.ItemLabel>
                      <DataList.ItemValue>{FEEDBACK_TYPE_TEXT[detail.feedbackType]}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>状态</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <FeedbackStatusBadge status={detail.feedbackStatus} />
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>提交时间</DataList.ItemLabel>
                      <DataList.ItemValue>{formatDateTime(detail.createTime)}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                  <FeedbackThread feedback={detail} viewer="staff" />
                  <StaffReply staff={staff} />
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
