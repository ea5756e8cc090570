import { Box, Button, Flex, HStack, Spinner, Text, Textarea, VStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { isAnswering, type ChatMessage, type chatMachine } from '../../../../machines/chat';
// Lazy: the parser loads with the first answer, not with the console's first screen.
import { CodePre } from '../../../components/CodePre';
import { LazyMarkdown as Markdown } from '../../../components/LazyMarkdown';
import { CopyButton } from './CopyButton';
import { trackEvents } from '../../../../machines/trackEvents';
import { useTrack } from '../../../hooks/useTrack';

type ChatActor = ActorRefFrom<typeof chatMachine>;

/** A fenced code block in an answer: dark, scrollable, its inner code unstyled. */
function AnswerCode({ children }: { children?: ReactNode }) {
  return (
    <CodePre p="3" my="2" fontSize="sm">
      {children}
    </CodePre>
  );
}

export const STOPPED_HINT = '已停止生成';

function Bubble({ message, last, chat }: { message: ChatMessage; last: boolean; chat: ChatActor }) {
  const canRegenerate = useSelector(chat, (s) => s.can({ type: 'CHAT.REGENERATE' }));
  if (message.role === 'user') {
    return (
      <Flex justify="flex-end" data-testid="chat-question">
        {/* The user's own words: plain text, never markdown or HTML. */}
        <Box bg="blue.600" color="white" px="4" py="2" borderRadius="lg" maxW="80%" whiteSpace="pre-wrap">
          {message.content}
        </Box>
      </Flex>
    );
  }
  const pending = message.status === 'streaming' && !message.content;
  return (
    <Flex justify="flex-start" data-testid="chat-answer" data-status={message.status}>
      <Box
        bg="bg.subtle"
        borderWidth="1px"
        px="4"
        py="2"
        borderRadius="lg"
        maxW={{ base: '100%', md: '88%' }}
        minW="120px"
      >
        {pending ? (
          <HStack color="fg.muted" fontSize="sm">
            <Spinner size="xs" />
            <Text>正在思考…</Text>
          </HStack>
        ) : (
          <Markdown codeBlock={AnswerCode}>{message.content}</Markdown>
        )}
        {message.status === 'stopped' && (
          <Text fontSize="xs" color="orange.fg" mt="1">
            {STOPPED_HINT}
          </Text>
        )}
        {/* Stopped before the first word: nothing to copy, but it can still be asked again. */}
        {message.status !== 'streaming' && (message.content || (last && canRegenerate)) && (
          <HStack mt="2" gap="2">
            {message.content && <CopyButton text={message.content} ariaLabel="复制回答" />}
            {last && canRegenerate && (
              <Button size="xs" variant="ghost" onClick={() => chat.send({ type: 'CHAT.REGENERATE' })}>
                重新生成
              </Button>
            )}
          </HStack>
        )}
      </Box>
    </Flex>
  );
}

/** The conversation and its composer; the chat machine owns every step. */
export function ChatPanel({
  chat,
  samples,
  placeholder,
}: {
  chat: ChatActor;
  samples: readonly string[];
  placeholder: string;
}) {
  const [text, setText] = useState('');
  const messages = useSelector(chat, (s) => s.context.messages);
  const answering = useSelector(chat, isAnswering);
  const failed = useSelector(chat, (s) => s.matches('error'));
  const error = useSelector(chat, (s) => s.context.error);
  const end = useRef<HTMLDivElement>(null);
  const lastLength = messages.at(-1)?.content.length ?? 0;
  // Keep the newest tokens in view while the answer grows.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastLength]);

  const track = useTrack();
  const send = (question: string) => {
    if (!question.trim() || !chat.getSnapshot().can({ type: 'CHAT.SEND', text: question })) return;
    // Tracked here, not by a click attribute: Enter sends as well as the button.
    track(trackEvents.experience.send, { length: question.length });
    chat.send({ type: 'CHAT.SEND', text: question });
    setText('');
  };

  return (
    <Flex direction="column" h="100%" minH="520px">
      <Box
        flex="1"
        overflowY="auto"
        maxH="62vh"
        p={{ base: '2', md: '4' }}
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        role="log"
        aria-label="对话记录"
        aria-live="polite"
      >
        {messages.length === 0 ? (
          <VStack py="10" gap="3" color="fg.muted">
            <Text>试试这些问题：</Text>
            {samples.map((s) => (
              <Button key={s} size="sm" variant="outline" onClick={() => send(s)} whiteSpace="normal" h="auto" py="2">
                {s}
              </Button>
            ))}
          </VStack>
        ) : (
          <VStack align="stretch" gap="4">
            {messages.map((m, i) => (
              <Bubble key={m.id} message={m} last={i === messages.length - 1} chat={chat} />
            ))}
          </VStack>
        )}
        {failed && (
          <HStack mt="3" role="alert" color="red.fg" fontSize="sm">
            <Text>{error}</Text>
            <Button size="xs" colorPalette="red" variant="outline" onClick={() => chat.send({ type: 'CHAT.RETRY' })}>
              重试
            </Button>
          </HStack>
        )}
        <div ref={end} />
      </Box>
      <Box
        as="form"
        mt="3"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          send(text);
        }}
      >
        <Textarea
          aria-label="输入问题"
          value={text}
          placeholder={placeholder}
          rows={3}
          resize="none"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line (IME composition is left alone).
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send(text);
            }
          }}
        />
        <HStack justify="space-between" mt="2">
          <HStack>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => chat.send({ type: 'CHAT.RESET' })}
              disabled={messages.length === 0}
            >
              新对话
            </Button>
            <Text fontSize="xs" color="fg.muted">
              Enter 发送，Shift+Enter 换行
            </Text>
          </HStack>
          {answering ? (
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => chat.send({ type: 'CHAT.STOP' })}>
              停止生成
            </Button>
          ) : (
            <Button size="sm" colorPalette="blue" type="submit" disabled={!text.trim()}>
              发送
            </Button>
          )}
        </HStack>
      </Box>
    </Flex>
  );
}
