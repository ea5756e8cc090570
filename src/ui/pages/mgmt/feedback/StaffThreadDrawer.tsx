import { DataList, Stack } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { feedbackStaffMachine } from '../../../../machines/feedbackStaff';
import { FEEDBACK_TYPE_TEXT } from '../../../../domain/feedback';
import { AppDrawer } from '../../../components/dialog/AppDrawer';
import { FeedbackStatusBadge } from '../../../dialogs/feedback/FeedbackStatusBadge';
import { FeedbackThread } from '../../../dialogs/feedback/FeedbackThread';
import { ReplyForm, type ReplyState } from '../../../dialogs/feedback/ReplyForm';
import { ThreadPending } from '../../../dialogs/feedback/ThreadPending';
import { formatDateTime } from '../../../format';
import { USER_TYPE_TEXT } from './userType';

type StaffActor = ActorRefFrom<typeof feedbackStaffMachine>;

function StaffReply({ staff }: { staff: StaffActor }) {
  const state = useSelector(
    staff,
    (s): ReplyState => {
      const { reply, images, error } = s.context;
      return {
        status: s.context.detail?.feedbackStatus,
        reply,
        images,
        error,
        ready: s.matches({ thread: 'ready' }),
        sending: s.matches({ thread: 'replying' }),
      };
    },
    shallowEqual,
  );
  return (
    <ReplyForm
      {...state}
      rows={4}
      placeholder="请输入给用户的回复"
      onChange={(content) => staff.send({ type: 'STAFF.REPLY_CHANGE', content })}
      onAddImages={(files) => staff.send({ type: 'STAFF.ADD_IMAGES', files })}
      onRemoveImage={(index) => staff.send({ type: 'STAFF.REMOVE_IMAGE', index })}
      onSubmit={() => staff.send({ type: 'STAFF.REPLY' })}
    />
  );
}

/** One thread for staff: who wrote, how to reach them, the messages, and the answer box. */
export function StaffThreadDrawer({ staff }: { staff: StaffActor }) {
  const open = useSelector(staff, (s) => s.matches('thread'));
  const detail = useSelector(staff, (s) => s.context.detail);
  const failed = useSelector(staff, (s) => s.matches({ thread: 'failed' }));
  return (
    <AppDrawer
      open={open}
      title="反馈详情"
      onOpenChange={(next) => !next && staff.send({ type: 'STAFF.CLOSE' })}
      size="md"
    >
      {(failed || !detail) && <ThreadPending failed={failed} onRetry={() => staff.send({ type: 'STAFF.RETRY' })} />}
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
    </AppDrawer>
  );
}
