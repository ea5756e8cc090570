import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { AppSession } from '../../../domain/types/appSession.types';
import type { DialogueRecord } from '../../../domain/types/qa.types';
import { appDialogueMachine } from '../../../machines/appDialogue';
import { isAnswering, type ChatMessage, type chatMachine } from '../../../machines/chat';
import { PLACEHOLDER_APP_ID } from '../../../domain/apps';
import { InlineFailure } from '../../components/LoadFailure';
import { Markdown } from '../../components/Markdown';
import { APP_LIST_PATH } from '../../../machines/appStore';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { trackEvents } from '../../../machines/trackEvents';
import { formatDateTime } from '../../format';

type DialogueActor = ActorRefFrom<typeof appDialogueMachine>;
type ChatActor = ActorRefFrom<typeof chatMachine>;

function SessionItem({
  session,
  current,
  dialogue,
  onDelete,
}: {
  session: AppSession;
  current: boolean;
  dialogue: DialogueActor;
  onDelete: () => void;
}) {
  return (
    <Flex
      as="li"
      align="center"
      gap="1"
      p="2"
      borderRadius="md"
      bg={current ? 'blue.subtle' : undefined}
      borderWidth="1px"
      borderColor={current ? 'blue.muted' : 'transparent'}
    >
      <Box
        as="button"
        flex="1"
        minW="0"
        textAlign="left"
        onClick={() => dialogue.send({ type: 'SESSION.SELECT', id: session.id })}
        aria-current={current ? 'true' : undefined}
      >
        <HStack gap="1">
          {session.top && (
            <Badge colorPalette="orange" size="xs">
              置顶
            </Badge>
          )}
          <Text fontSize="sm" truncate>
            {session.title}
          </Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(session.updateTime)}
        </Text>
      </Box>
      <Button
        size="2xs"
        variant="ghost"
        px="1"
        aria-label={`${session.top ? '取消置顶' : '置顶'} ${session.title}`}
        onClick={() => dialogue.send({ type: session.top ? 'SESSION.UNTOP' : 'SESSION.TOP', id: session.id })}
      >
        {session.top ? '取消置顶' : '置顶'}
      </Button>
      <IconButton
        size="2xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`删除会话 ${session.title}`}
        onClick={onDelete}
      >
        ✕
      </IconButton>
    </Flex>
  );
}

function Sessions({ dialogue }: { dialogue: DialogueActor }) {
  const sessions = useSelector(dialogue, (s) => s.context.sessions);
  const current = useSelector(dialogue, (s) => s.context.sessionId);
  const creating = useSelector(dialogue, (s) => s.matches({ ready: { sessions: 'creating' } }));
  const ready = useSelector(dialogue, (s) => s.matches('ready'));
  const [deleting, setDeleting] = useState<AppSession>();
  return (
    <Stack w={{ base: 'full', md: '240px' }} flexShrink={0} gap="2">
      <Button
        size="sm"
        colorPalette="blue"
        loading={creating}
        disabled={!ready}
        data-track={trackEvents.appCenter.newSession}
        onClick={() => dialogue.send({ type: 'SESSION.NEW' })}
      >
        新建会话
      </Button>
      <Stack as="ul" gap="1" listStyleType="none" aria-label="会话列表" maxH={{ md: '60vh' }} overflowY="auto">
        {sessions.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            current={s.id === current}
            dialogue={dialogue}
            onDelete={() => setDeleting(s)}
          />
        ))}
      </Stack>
      <ConfirmDialog
        danger
        open={Boolean(deleting)}
        title="删除会话"
        message={`确定删除会话“${deleting?.title ?? ''}”吗？会话中的对话记录将一并删除。`}
        confirmText="删除"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) dialogue.send({ type: 'SESSION.DELETE', id: deleting.id });
          setDeleting(undefined);
        }}
      />
    </Stack>
  );
}

function Bubble({ role, children, label }: { role: 'user' | 'assistant'; children: ReactNode; label: string }) {
  const mine = role === 'user';
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'}>
      <Box
        maxW="85%"
        px="3"
        py="2"
        borderRadius="lg"
        bg={mine ? 'blue.500' : 'bg.subtle'}
        color={mine ? 'white' : undefined}
        borderWidth={mine ? 0 : '1px'}
        aria-label={label}
        role="article"
      >
        {children}
      </Box>
    </Flex>
  );
}

function RecordView({ record, dialogue }: { record: DialogueRecord; dialogue: DialogueActor }) {
  return (
    <Stack gap="2" data-testid="dialogue-record">
      <Bubble role="user" label="我的提问">
        <Text whiteSpace="pre-wrap">{record.question}</Text>
      </Bubble>
      <Bubble role="assistant" label="应用回答">
        <Markdown>{record.answer}</Markdown>
      </Bubble>
      <HStack justify="flex-start" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(record.createTime)}
        </Text>
        <Button
          size="2xs"
          variant="ghost"
          onClick={() => dialogue.send({ type: 'RECORD.HIDE', id: record.id })}
          aria-label={`隐藏记录 ${record.question}`}
        >
          隐藏
        </Button>
      </HStack>
    </Stack>
  );
}

function LiveMessage({ message }: { message: ChatMessage }) {
  if (message.role === 'user')
    return (
      <Bubble role="user" label="我的提问">
        <Text whiteSpace="pre-wrap">{message.content}</Text>
      </Bubble>
    );
  return (
    <Bubble role="assistant" label="应用回答">
      {message.content ? <Markdown>{message.content}</Markdown> : <Text color="fg.muted">正在思考…</Text>}
      {message.status === 'stopped' && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          已停止生成
        </Text>
      )}
    </Bubble>
  );
}

function Composer({ chat, ready }: { chat: ChatActor; ready: boolean }) {
  const [text, setText] = useState('');
  const answering = useSelector(chat, isAnswering);
  const canRegenerate = useSelector(chat, (s) => s.can({ type: 'CHAT.REGENERATE' }) && s.context.messages.length > 0);
  const send = () => {
    if (!text.trim() || answering || !ready) return;
    chat.send({ type: 'CHAT.SEND', text });
    setText('');
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Stack gap="2">
        <Textarea
          aria-label="输入问题"
          placeholder="输入你的问题，Enter 发送，Shift+Enter 换行"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <HStack justify="flex-end" gap="2">
          {canRegenerate && (
            <Button size="sm" variant="outline" onClick={() => chat.send({ type: 'CHAT.REGENERATE' })}>
              重新生成
            </Button>
          )}
          {answering ? (
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => chat.send({ type: 'CHAT.STOP' })}>
              停止生成
            </Button>
          ) : (
            <Button size="sm" type="submit" colorPalette="blue" disabled={!text.trim() || !ready}>
              发送
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}

function Conversation({ dialogue, chat }: { dialogue: DialogueActor; chat: ChatActor }) {
  const records = useSelector(dialogue, (s) => s.context.records);
  const hasEarlier = useSelector(dialogue, (s) => s.context.recordsPage < s.context.recordsPages);
  const loadingEarlier = useSelector(dialogue, (s) => s.matches({ ready: { records: 'loadingEarlier' } }));
  const loading = useSelector(dialogue, (s) => s.matches({ ready: { records: 'loading' } }) || s.matches('opening'));
  const recordsFailed = useSelector(dialogue, (s) => s.matches({ ready: { records: 'failed' } }));
  const guides = useSelector(dialogue, (s) => s.context.guides);
  const ready = useSelector(dialogue, (s) => s.matches('ready') && !s.hasTag('switchingSession'));
  const messages = useSelector(chat, (s) => s.context.messages);
  const chatError = useSelector(chat, (s) => (s.matches('error') ? s.context.error : undefined));
  const empty = !loading && records.length === 0 && messages.length === 0;
  return (
    <Stack flex="1" minW="0" gap="3">
      <Stack
        gap="4"
        p="4"
        borderWidth="1px"
        borderRadius="lg"
        minH="360px"
        maxH="60vh"
        overflowY="auto"
        aria-label="对话内容"
        role="log"
        aria-busy={loading}
      >
        {hasEarlier && (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="center"
            loading={loadingEarlier}
            onClick={() => dialogue.send({ type: 'RECORDS.MORE' })}
          >
            查看更早的记录
          </Button>
        )}
        {loading && <Text color="fg.muted">加载中…</Text>}
        {recordsFailed && (
          <InlineFailure error="对话记录加载失败" onRetry={() => dialogue.send({ type: 'RECORDS.RETRY' })} />
        )}
        {records.map((r) => (
          <RecordView key={r.id} record={r} dialogue={dialogue} />
        ))}
        {messages.map((m) => (
          <LiveMessage key={m.id} message={m} />
        ))}
        {chatError && (
          <InlineFailure fontSize="sm" error={chatError} onRetry={() => chat.send({ type: 'CHAT.RETRY' })} />
        )}
        {empty && guides.length > 0 && (
          <Stack gap="2" aria-label="引导问题" role="group">
            <Text color="fg.muted" fontSize="sm">
              你可以这样问我：
            </Text>
            {guides.map((g) => (
              <Button
                key={g}
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                disabled={!ready}
                onClick={() => chat.send({ type: 'CHAT.SEND', text: g })}
              >
                {g}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      <Composer chat={chat} ready={ready} />
    </Stack>
  );
}

/** 应用对话 (kept alive): the app's sessions, their history page by page upward, and the live chat. */
export function AppDialoguePage() {
  const appId = new URLSearchParams(useSearch()).get('appId') ?? PLACEHOLDER_APP_ID;
  const dialogue = useActorRef(appDialogueMachine);
  const chat = useSelector(dialogue, (s) => s.children.chat as ChatActor | undefined);
  const appName = useSelector(dialogue, (s) => s.context.appName);
  const failed = useSelector(dialogue, (s) => (s.matches('failed') ? s.context.error : undefined));
  const currentAppId = useSelector(dialogue, (s) => s.context.appId);
  // The URL names the app; the machine ignores the app it already shows, so coming back keeps the state.
  useEffect(() => {
    dialogue.send({ type: 'DIALOGUE.OPEN', appId });
  }, [appId, dialogue]);
  return (
    // On wide screens the floating side panel sits over the right edge: keep the composer clear of it.
    <Box p={{ base: '4', md: '6' }} pe={{ base: '4', lg: '28' }} maxW="1400px">
      <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text as="h1" fontSize="2xl" fontWeight="semibold">
            {appName || '应用对话'}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            与应用多轮对话，会话与记录自动保存。
          </Text>
        </Stack>
        <Button asChild size="sm" variant="outline">
          <Link href={`${APP_LIST_PATH}?oldId=${currentAppId || appId}`}>返回应用列表</Link>
        </Button>
      </HStack>
      {failed ? (
        <HStack role="alert" p="6" bg="bg.panel" borderRadius="lg" borderWidth="1px">
          <Text color="red.fg">{failed}</Text>
          <Button size="xs" variant="outline" onClick={() => dialogue.send({ type: 'DIALOGUE.RETRY' })}>
            重试
          </Button>
        </HStack>
      ) : (
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} bg="bg.panel" p="4" borderRadius="lg" borderWidth="1px">
          <Sessions dialogue={dialogue} />
          {chat && <Conversation dialogue={dialogue} chat={chat} />}
        </Flex>
      )}
    </Box>
  );
}
