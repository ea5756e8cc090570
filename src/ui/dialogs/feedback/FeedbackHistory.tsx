import { Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Feedback } from '../../../domain/types/feedback.types';
import { FEEDBACK_LIST, type feedbackListMachine } from '../../../machines/feedbackDialog';
import { FEEDBACK_TYPE_TEXT, feedbackMessages, truncateTheme } from '../../../domain/feedback';
import { ListView } from '../../components/ListView';
import { formatDateTime } from '../../format';
import { useSystemActor } from '../../hooks/appActor';
import { FeedbackStatusBadge } from './FeedbackStatusBadge';

function FeedbackRow({ item, onOpen }: { item: Feedback; onOpen: () => void }) {
  const unread = !item.themeMsgUserIsRead;
  return (
    <Box role="listitem" borderBottomWidth="1px">
      <Button
        variant="ghost"
        w="full"
        h="auto"
        py="3"
        px="2"
        display="block"
        textAlign="left"
        fontWeight="normal"
        whiteSpace="normal"
        onClick={onOpen}
      >
        {/* The name is the visible text (axe: label-content-name-mismatch), led by the unread note. */}
        {unread && <VisuallyHidden>有新回复，</VisuallyHidden>}
        <HStack justify="space-between" gap="2">
          <HStack gap="2" minW="0">
            {unread && <Box w="2" h="2" borderRadius="full" bg="red.500" flexShrink={0} data-testid="unread-dot" />}
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {FEEDBACK_TYPE_TEXT[item.feedbackType]}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {formatDateTime(item.createTime)}
            </Text>
          </HStack>
          <FeedbackStatusBadge status={item.feedbackStatus} />
        </HStack>
        <Text fontSize="sm" mt="1" fontWeight={unread ? 'semibold' : 'normal'} wordBreak="break-word">
          {truncateTheme(item.theme)}
        </Text>
      </Button>
    </Box>
  );
}

/** View 3: the user's threads, ten at a time as the sentinel scrolls into view. */
export function FeedbackHistory() {
  const feedback = useSystemActor('feedbackFlow');
  const list = useSelector(
    feedback,
    (s) => s.children[FEEDBACK_LIST] as ActorRefFrom<typeof feedbackListMachine> | undefined,
  );
  if (!list) return null;
  return (
    <ListView
      actor={list}
      label="历史反馈"
      emptyText={feedbackMessages.empty}
      renderItem={(item) => (
        <FeedbackRow
          key={item.feedbackId}
          item={item}
          onOpen={() => feedback.send({ type: 'FEEDBACK.DETAIL', feedback: item })}
        />
      )}
    />
  );
}
