import { Box, Button, HStack, Input, Stack, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { AppInfo } from '../../../domain/types/app.types';
import { appPublishMachine, PUBLISHED_PAGE_SIZE } from '../../../machines/appPublish';
import { appStoreMachine, type StoreFilter } from '../../../machines/appStore';
import { OPEN_FLAG_TEXT } from '../../../domain/apps';
import { PageFrame } from '../../components/PageFrame';
import {
  DataTable,
  ListView,
  PagerBar,
  useListChild,
  useListQuery,
  type AnyListActor,
  type Column,
} from '../../components/ListView';
import { formatDateTime } from '../../format';
import { AppIcon } from '../../components/AppIcon';
import { AppAuditBadge } from '../../components/StatusBadges';
import { APP_DETAIL_PATH } from './appParts';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { PublishAppDialog } from './PublishAppDialog';
import { trackEvents } from '../../../machines/trackEvents';

type StoreActor = ActorRefFrom<typeof appStoreMachine>;
type PublishActor = ActorRefFrom<typeof appPublishMachine>;

function StoreFilters({ store, list }: { store: StoreActor; list: AnyListActor<AppInfo> }) {
  const filter = useListQuery<StoreFilter>(list);
  const categories = useSelector(store, (s) => s.context.categories);
  const [keyword, setKeyword] = useState(filter.keyword);
  const apply = (query: StoreFilter) => store.send({ type: 'LIST.QUERY', query });
  return (
    <Stack gap="3" mb="4">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...filter, keyword });
        }}
      >
        <HStack maxW="480px">
          <Input
            aria-label="搜索应用"
            placeholder="搜索应用名称或简介"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button type="submit" variant="outline">
            搜索
          </Button>
        </HStack>
      </form>
      <HStack gap="2" wrap="wrap" role="group" aria-label="应用分类">
        {[{ id: 0, name: '全部' }, ...categories].map((c) => (
          <Button
            key={c.id}
            size="xs"
            variant={filter.appType === c.id ? 'solid' : 'outline'}
            colorPalette={filter.appType === c.id ? 'blue' : 'gray'}
            aria-pressed={filter.appType === c.id}
            data-track={trackEvents.appCenter.storeCategory}
            data-track-category={c.id}
            onClick={() => apply({ ...filter, keyword, appType: c.id })}
          >
            {c.name}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

function StoreCard({ app, store }: { app: AppInfo; store: StoreActor }) {
  const adding = useSelector(store, (s) => s.context.addingId === app.id);
  const busy = useSelector(store, (s) => s.matches('adding'));
  const added = useSelector(store, (s) => s.context.addedIds.includes(app.id));
  return (
    <Stack
      as="article"
      aria-label={app.appName}
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      justify="space-between"
    >
      <HStack gap="3" align="start">
        <AppIcon name={app.appName} url={app.iconUrl} size="48px" />
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold" truncate>
            {app.appName}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {app.typeName} · {app.industryName || '通用'} · {app.useCount} 人在用
          </Text>
        </Stack>
      </HStack>
      <Text fontSize="sm" color="fg.muted" lineClamp={2} minH="2.6em">
        {app.appShortDesc}
      </Text>
      <HStack justify="space-between">
        <Button asChild size="xs" variant="ghost">
          <Link href={`${APP_DETAIL_PATH}?id=${app.id}`}>查看详情</Link>
        </Button>
        {added ? (
          <Button size="xs" variant="subtle" disabled>
            已添加
            <VisuallyHidden>：{app.appName}</VisuallyHidden>
          </Button>
        ) : (
          <Button
            size="xs"
            colorPalette="blue"
            loading={adding}
            disabled={busy && !adding}
            data-track={trackEvents.appCenter.addApp}
            data-track-app={app.id}
            onClick={() => store.send({ type: 'STORE.ADD', appId: app.id })}
          >
            {/* The visible words start the accessible name (speech users say what they see). */}
            添加到我的应用
            <VisuallyHidden>：{app.appName}</VisuallyHidden>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function StoreList({ store }: { store: StoreActor }) {
  const list = useListChild<AppInfo>(store);
  if (!list) return null;
  return (
    <Box>
      <StoreFilters store={store} list={list} />
      <ListView
        actor={list}
        label="应用列表"
        grid
        emptyText="没有找到相关应用"
        renderItem={(app) => (
          <Box role="listitem" key={app.id}>
            <StoreCard app={app} store={store} />
          </Box>
        )}
      />
    </Box>
  );
}

function publishedColumns(publish: PublishActor, onDelete: (app: AppInfo) => void): Column<AppInfo>[] {
  return [
    {
      header: '应用',
      cell: (a) => (
        <HStack gap="2">
          <AppIcon name={a.appName} url={a.iconUrl} size="28px" />
          <Text>{a.appName}</Text>
        </HStack>
      ),
    },
    { header: '类型', cell: (a) => a.typeName },
    { header: '可见范围', cell: (a) => OPEN_FLAG_TEXT[a.openFlag] },
    {
      header: '审核状态',
      cell: (a) => (
        <Stack gap="0">
          <AppAuditBadge status={a.auditStatus} />
          {a.auditStatus === 3 && a.reason && (
            <Text fontSize="xs" color="red.fg">
              {a.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: '更新时间', cell: (a) => formatDateTime(a.updateTime) },
    {
      header: '操作',
      cell: (a) => (
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            onClick={() => publish.send({ type: 'PUBLISH.OPEN', app: a })}
            aria-label={`编辑 ${a.appName}`}
          >
            编辑
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => onDelete(a)}
            aria-label={`删除 ${a.appName}`}
          >
            删除
          </Button>
        </HStack>
      ),
    },
  ];
}

function PublishedList({ publish }: { publish: PublishActor }) {
  const rows = useSelector(publish, (s) => s.context.page?.records ?? []);
  const total = useSelector(publish, (s) => s.context.page?.total ?? 0);
  const pageNum = useSelector(publish, (s) => s.context.pageNum);
  const loading = useSelector(publish, (s) => s.matches({ list: 'loading' }) || s.matches({ list: 'deleting' }));
  const error = useSelector(publish, (s) => (s.matches({ list: 'failed' }) ? s.context.listError : undefined));
  const [deleting, setDeleting] = useState<AppInfo>();
  return (
    <>
      <DataTable
        label="我发布的应用"
        columns={publishedColumns(publish, setDeleting)}
        rows={rows}
        rowKey={(a) => a.id}
        loading={loading}
        error={error}
        onRetry={() => publish.send({ type: 'PUBLISHED.REFRESH' })}
        emptyText="还没有发布应用"
      />
      <PagerBar
        total={total}
        pageSize={PUBLISHED_PAGE_SIZE}
        page={pageNum}
        onPageChange={(n) => publish.send({ type: 'PUBLISHED.PAGE', pageNum: n })}
      />
      <ConfirmDialog
        danger
        open={Boolean(deleting)}
        title="删除应用"
        message={`确定删除“${deleting?.appName ?? ''}”吗？已上架的应用将从应用商店下架。`}
        confirmText="删除"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) publish.send({ type: 'PUBLISHED.DELETE', id: deleting.id });
          setDeleting(undefined);
        }}
      />
    </>
  );
}

/** 应用商店: approved apps by category and search; publish your own (to audit) and follow its state. */
export function AppStorePage() {
  const store = useActorRef(appStoreMachine);
  const publish = useActorRef(appPublishMachine);
  return (
    <PageFrame title="应用商店" description="发现并添加平台上的应用，或发布自己的应用，审核通过后上架。">
      <Tabs.Root defaultValue="store" lazyMount>
        <HStack justify="space-between" align="center" mb="4" wrap="wrap" gap="3">
          <Tabs.List>
            <Tabs.Trigger value="store">全部应用</Tabs.Trigger>
            <Tabs.Trigger value="published">我的发布</Tabs.Trigger>
          </Tabs.List>
          <Button colorPalette="blue" onClick={() => publish.send({ type: 'PUBLISH.OPEN' })}>
            发布应用
          </Button>
        </HStack>
        <Tabs.Content value="store">
          <StoreList store={store} />
        </Tabs.Content>
        <Tabs.Content value="published">
          <PublishedList publish={publish} />
        </Tabs.Content>
      </Tabs.Root>
      <PublishAppDialog actor={publish} />
    </PageFrame>
  );
}
