import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Feedback, FeedbackMessage } from '../../../domain/types/feedback.types';
import { MSG_FROM_TEXT } from '../../../domain/feedback';
import { formatDateTime } from '../../format';

/** How staff name the same senders the user sees as 我的反馈 / 我的回复. */
const STAFF_FROM_TEXT: Record<1 | 2 | 3, string> = { 1: '用户反馈', 2: '用户回复', 3: '平台回复' };

const shown = (m: FeedbackMessage): m is FeedbackMessage & { msgFromType: 1 | 2 | 3 } => m.msgFromType !== 4;

function MessageImages({ urls }: { urls: string[] }) {
  if (!urls.length) return null;
  return (
    <HStack gap="2" wrap="wrap" mt="2">
      {urls.map((url, i) => (
        <a key={i} href={url} target="_blank" rel="noreferrer noopener" aria-label={`查看图片${i + 1}`}>
          <Image
            src={url}
            alt={`附图${i + 1}`}
            boxSize="72px"
            objectFit="cover"
            borderRadius="md"
            borderWidth="1px"
            bg="bg.subtle"
          />
        </a>
      ))}
    </HStack>
  );
}

interface FeedbackThreadProps {
  feedback: Feedback;
  viewer: 'user' | 'staff';
  /** Rendered under the newest message only (the resolve button of SPEC section 8). */
  newestFooter?: ReactNode;
  /** Answers unread when the user opened the thread (opening it marked them read). */
  freshIds?: readonly string[];
}

/** A feedback thread, oldest first; text is rendered as text, never as HTML. */
export function FeedbackThread({ feedback, viewer, newestFooter, freshIds = [] }: FeedbackThreadProps) {
  const list = feedback.msgList.filter(shown);
  const names = viewer === 'user' ? MSG_FROM_TEXT : STAFF_FROM_TEXT;
  return (
    <Stack gap="3" role="list" aria-label="反馈记录">
      {list.map((m, i) => {
        const platform = m.msgFromType === 3;
        return (
          <Box
            key={m.id}
            role="listitem"
            p="3"
            borderRadius="md"
            borderWidth="1px"
            bg={platform ? 'blue.subtle' : 'bg.panel'}
            borderColor={platform ? 'blue.muted' : 'border'}
          >
            <HStack justify="space-between" gap="2" wrap="wrap">
              <HStack gap="2">
                <Text fontWeight="semibold" fontSize="sm" color={platform ? 'blue.fg' : 'fg'}>
                  {names[m.msgFromType]}
                </Text>
                {viewer === 'user' && platform && (!m.userIsRead || freshIds.includes(m.id)) && (
                  <Badge size="xs" colorPalette="red">
                    新回复
                  </Badge>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(m.createTime)}
              </Text>
            </HStack>
            <Text fontSize="sm" mt="1.5" whiteSpace="pre-wrap" wordBreak="break-word">
              {m.msgContent}
            </Text>
            <MessageImages urls={m.imageUrlList} />
            {i === list.length - 1 && newestFooter}
          </Box>
        );
      })}
    </Stack>
  );
}
