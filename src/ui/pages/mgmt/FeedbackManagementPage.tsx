import { Button, HStack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Feedback } from '../../../domain/types/feedback.types';
import {
  STAFF_FEEDBACK_LIST,
  feedbackStaffMachine,
  type StaffFeedbackFilter,
  type staffFeedbackListMachine,
} from '../../../machines/feedbackStaff';
import { FEEDBACK_STATUS_TEXT, FEEDBACK_TYPE_TEXT, feedbackMessages, truncateTheme } from '../../../domain/feedback';
import { SelectFilter, optionsOf } from '../../components/form/FilterFields';
import { PageFrame } from '../../components/PageFrame';
import { ListView, type Column } from '../../components/ListView';
import { FeedbackStatusBadge } from '../../dialogs/feedback/FeedbackStatusBadge';
import { formatDateTime } from '../../format';
import { StaffThreadDrawer } from './feedback/StaffThreadDrawer';
import { USER_TYPE_TEXT } from './feedback/userType';

type ListActor = ActorRefFrom<typeof staffFeedbackListMachine>;

/** 3 shows as 已解决 too, so the filter names it apart. */
const STATUS_OPTIONS = optionsOf({ ...FEEDBACK_STATUS_TEXT, 3: '已解决（自动结束）' });
const TYPE_OPTIONS = optionsOf(FEEDBACK_TYPE_TEXT);
const FILTER_WIDTH = { base: 'full', sm: '180px' };

function Filters({ list }: { list: ListActor }) {
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const apply = (t: string, s: string) => {
    const query: StaffFeedbackFilter = {};
    if (t) query.feedbackType = Number(t);
    if (s) query.feedbackStatus = Number(s);
    list.send({ type: 'LIST.QUERY', query });
  };
  return (
    <HStack gap="4" align="end" wrap="wrap" mb="4">
      <SelectFilter
        w={FILTER_WIDTH}
        label="反馈类型"
        value={type}
        options={TYPE_OPTIONS}
        onChange={(v) => {
          setType(v);
          apply(v, status);
        }}
      />
      <SelectFilter
        w={FILTER_WIDTH}
        label="反馈状态"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(v) => {
          setStatus(v);
          apply(type, v);
        }}
      />
    </HStack>
  );
}

function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {children}
    </Text>
  );
}

function FeedbackTable({ list, onOpen }: { list: ListActor; onOpen: (id: string) => void }) {
  const columns: Column<Feedback>[] = [
    { header: '提交时间', cell: (r) => <NoWrap>{formatDateTime(r.createTime)}</NoWrap> },
    { header: '反馈人', cell: (r) => <NoWrap>{`${r.userName || '—'}（${USER_TYPE_TEXT[r.userType ?? 2]}）`}</NoWrap> },
    { header: '类型', cell: (r) => <NoWrap>{FEEDBACK_TYPE_TEXT[r.feedbackType]}</NoWrap> },
    {
      header: '反馈内容',
      cell: (r) => (
        // Wide enough to read on a phone too: the table scrolls sideways instead of squeezing it.
        <Text minW="220px" maxW="360px" whiteSpace="normal" wordBreak="break-word">
          {truncateTheme(r.theme)}
        </Text>
      ),
    },
    { header: '状态', cell: (r) => <FeedbackStatusBadge status={r.feedbackStatus} /> },
    { header: '最近回复', cell: (r) => <NoWrap>{formatDateTime(r.lastReplyTime)}</NoWrap> },
    {
      header: '操作',
      cell: (r) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onOpen(r.feedbackId)}
          aria-label={`查看并回复：${truncateTheme(r.theme)}`}
        >
          查看
        </Button>
      ),
    },
  ];
  return (
    <ListView
      actor={list}
      label="反馈列表"
      columns={columns}
      rowKey={(r) => r.feedbackId}
      emptyText={feedbackMessages.empty}
    />
  );
}

/** 反馈管理 / 反馈列表: every user's and guest's feedback, answered by staff. */
export function FeedbackManagementPage() {
  const staff = useActorRef(feedbackStaffMachine);
  const list = useSelector(staff, (s) => s.children[STAFF_FEEDBACK_LIST] as ListActor | undefined);
  return (
    <PageFrame title="反馈列表" description="查看用户与游客提交的意见反馈，并以文字和图片回复。">
      {list && <Filters list={list} />}
      {list && <FeedbackTable list={list} onOpen={(id) => staff.send({ type: 'STAFF.OPEN', id })} />}
      <StaffThreadDrawer staff={staff} />
    </PageFrame>
  );
}
