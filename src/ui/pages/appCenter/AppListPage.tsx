import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type DragEvent } from 'react';
import { Link, useSearch } from 'wouter';
import type { AppInfo } from '../../../domain/types/app.types';
import { appListMachine, type AppListEvent } from '../../../machines/appList';
import { PLACEHOLDER_APP_ID, PLACEHOLDER_APP_NAME } from '../../../domain/apps';
import { InlineFailure } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { AppIcon } from '../../components/AppIcon';
import { APP_DETAIL_PATH, APP_DIALOGUE_PATH, APP_STORE_PATH } from './appParts';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { trackEvents } from '../../../machines/trackEvents';

type Send = (event: AppListEvent) => void;

function AppRow({
  app,
  index,
  count,
  selected,
  send,
  onRemove,
}: {
  app: AppInfo;
  index: number;
  count: number;
  selected: boolean;
  send: Send;
  onRemove: () => void;
}) {
  const [over, setOver] = useState(false);
  return (
    <Flex
      as="li"
      draggable
      data-testid="my-app"
      onDragStart={(e: DragEvent) => e.dataTransfer.setData('text/plain', String(index))}
      onDragOver={(e: DragEvent) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        setOver(false);
        send({ type: 'APPS.MOVE', from: Number(e.dataTransfer.getData('text/plain')), to: index });
      }}
      align="center"
      gap={{ base: '1', md: '2' }}
      p="2"
      borderRadius="md"
      borderWidth="1px"
      borderColor={over ? 'blue.400' : selected ? 'blue.muted' : 'transparent'}
      bg={selected ? 'blue.subtle' : undefined}
      cursor="grab"
    >
      {/* The grip only hints at dragging; a phone has no room to spare for it (the arrows remain). */}
      <Text aria-hidden color="fg.subtle" fontSize="sm" display={{ base: 'none', md: 'block' }}>
        ⋮⋮
      </Text>
      <Box
        as="button"
        flex="1"
        minW="0"
        textAlign="left"
        onClick={() => send({ type: 'APPS.SELECT', id: app.id })}
        aria-current={selected ? 'true' : undefined}
      >
        <HStack gap="2">
          <AppIcon name={app.appName} url={app.iconUrl} size="32px" />
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {app.appName}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {app.typeName}
            </Text>
          </Stack>
        </HStack>
      </Box>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`上移 ${app.appName}`}
        disabled={index === 0}
        onClick={() => send({ type: 'APPS.MOVE', from: index, to: index - 1 })}
      >
        ↑
      </IconButton>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`下移 ${app.appName}`}
        disabled={index === count - 1}
        onClick={() => send({ type: 'APPS.MOVE', from: index, to: index + 1 })}
      >
        ↓
      </IconButton>
      <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={`移除 ${app.appName}`} onClick={onRemove}>
        ✕
      </IconButton>
    </Flex>
  );
}

function SelectedApp({ app }: { app?: AppInfo }) {
  const name = app?.appName ?? PLACEHOLDER_APP_NAME;
  const id = app?.id ?? PLACEHOLDER_APP_ID;
  return (
    <Stack gap="4" flex="1" p="5" borderWidth="1px" borderRadius="lg" aria-label="当前应用" role="region">
      <HStack gap="3">
        <AppIcon name={name} url={app?.iconUrl} size="56px" />
        <Stack gap="1">
          <Text fontSize="xl" fontWeight="semibold">
            {name}
          </Text>
          <HStack gap="2">
            <Badge colorPalette="blue">{app?.typeName ?? '通用助手'}</Badge>
            {app && <Text fontSize="xs" color="fg.muted">{`${app.useCount} 人在用 · ${app.userName}`}</Text>}
          </HStack>
        </Stack>
      </HStack>
      <Text color="fg.muted">
        {app?.appShortDesc ?? '平台通用助手：回答平台使用问题，也可以陪你写作、总结与头脑风暴。'}
      </Text>
      {app?.appDesc && <Text whiteSpace="pre-wrap">{app.appDesc}</Text>}
      <HStack gap="3">
        <Button asChild colorPalette="blue">
          <Link
            href={`${APP_DIALOGUE_PATH}?appId=${id}`}
            data-track={trackEvents.appCenter.openApp}
            data-track-app={id}
          >
            开始对话
          </Link>
        </Button>
        {app && (
          <Button asChild variant="outline">
            <Link href={`${APP_DETAIL_PATH}?id=${app.id}`}>应用详情</Link>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** 应用列表 (kept alive): my apps in my order; ?oldId= selects an app when coming back. */
export function AppListPage() {
  const oldId = new URLSearchParams(useSearch()).get('oldId') ?? undefined;
  const list = useActorRef(appListMachine, { input: { selectedId: oldId } });
  const apps = useSelector(list, (s) => s.context.apps);
  const selectedId = useSelector(list, (s) => s.context.selectedId);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const error = useSelector(list, (s) => (s.matches('failed') ? s.context.error : undefined));
  const [removing, setRemoving] = useState<AppInfo>();
  // The URL is the source of the selection when it names one (coming back from the store or a dialogue).
  useEffect(() => {
    if (oldId) list.send({ type: 'APPS.SELECT', id: oldId });
  }, [oldId, list]);
  const selected = apps.find((a) => a.id === selectedId);
  return (
    <PageFrame title="我的应用" description="你的应用与助手：拖动或用上下按钮调整顺序，从应用商店添加更多应用。">
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="stretch">
        <Stack w={{ base: 'full', md: '300px' }} gap="3" flexShrink={0}>
          <HStack justify="space-between">
            <Text fontWeight="semibold">应用列表</Text>
            <Button asChild size="xs" variant="outline">
              <Link href={APP_STORE_PATH}>从应用商店添加</Link>
            </Button>
          </HStack>
          <Box
            as="button"
            textAlign="left"
            p="2"
            borderRadius="md"
            borderWidth="1px"
            borderColor={selectedId === PLACEHOLDER_APP_ID ? 'blue.muted' : 'transparent'}
            bg={selectedId === PLACEHOLDER_APP_ID ? 'blue.subtle' : undefined}
            onClick={() => list.send({ type: 'APPS.SELECT', id: PLACEHOLDER_APP_ID })}
            aria-current={selectedId === PLACEHOLDER_APP_ID ? 'true' : undefined}
          >
            <HStack gap="2">
              <AppIcon name={PLACEHOLDER_APP_NAME} size="32px" />
              <Text fontWeight="medium">{PLACEHOLDER_APP_NAME}</Text>
            </HStack>
          </Box>
          {loading && (
            <Text fontSize="sm" color="fg.muted">
              加载中…
            </Text>
          )}
          {error && <InlineFailure fontSize="sm" error={error} onRetry={() => list.send({ type: 'APPS.REFRESH' })} />}
          {!loading && !error && apps.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              还没有添加应用，去应用商店看看吧。
            </Text>
          )}
          <Stack as="ul" gap="1" listStyleType="none" aria-label="我的应用">
            {apps.map((app, index) => (
              <AppRow
                key={app.id}
                app={app}
                index={index}
                count={apps.length}
                selected={app.id === selectedId}
                send={(event) => list.send(event)}
                onRemove={() => setRemoving(app)}
              />
            ))}
          </Stack>
        </Stack>
        <SelectedApp app={selected} />
      </Flex>
      <ConfirmDialog
        danger
        open={Boolean(removing)}
        title="移除应用"
        message={`确定将“${removing?.appName ?? ''}”从我的应用中移除吗？会话记录不会被删除。`}
        confirmText="移除"
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          if (removing) list.send({ type: 'APPS.REMOVE', id: removing.id });
          setRemoving(undefined);
        }}
      />
    </PageFrame>
  );
}
