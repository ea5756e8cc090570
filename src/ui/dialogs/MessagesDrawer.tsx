import { Box, Tabs, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SiteMessage } from '../../domain/types/message.types';
import { messageListMachine } from '../../machines/messages';
import { AppDrawer } from '../components/dialog/AppDrawer';
import { ListView } from '../components/ListView';
import { formatDateTime } from '../format';
import { useSystemActor } from '../hooks/appActor';

/** SPEC section 7: type 2 unread, 1 all; 10 per page (section 9). */
type Tab = 'unread' | 'all';
const MESSAGE_PAGE_SIZE = 10;

function MessageItem({ message }: { message: SiteMessage }) {
  return (
    <Box role="listitem" py="3" borderBottomWidth="1px">
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {message.content}
      </Text>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {formatDateTime(message.createTime)}
      </Text>
    </Box>
  );
}

function MessageTab({ type, emptyText, label }: { type: 1 | 2; emptyText: string; label: string }) {
  const list = useActorRef(messageListMachine, {
    input: { query: { type }, mode: 'infinite', pageSize: MESSAGE_PAGE_SIZE },
  });
  return (
    <ListView
      actor={list}
      label={label}
      emptyText={emptyText}
      renderItem={(m) => <MessageItem key={m.id} message={m} />}
    />
  );
}

/** The site-message drawer titled 消息, with tabs 未读 and 全部. */
export function MessagesDrawer() {
  const messages = useSystemActor('messages');
  const open = useSelector(messages, (s) => s.context.drawerOpen);
  const [tab, setTab] = useState<Tab>('unread');
  return (
    <AppDrawer open={open} title="消息" onOpenChange={(next) => !next && messages.send({ type: 'MESSAGES.CLOSE' })}>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="unread">未读</Tabs.Trigger>
          <Tabs.Trigger value="all">全部</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="unread">
          <MessageTab type={2} label="未读消息" emptyText="暂无未读消息" />
        </Tabs.Content>
        <Tabs.Content value="all">
          <MessageTab type={1} label="全部消息" emptyText="暂无消息" />
        </Tabs.Content>
      </Tabs.Root>
    </AppDrawer>
  );
}
