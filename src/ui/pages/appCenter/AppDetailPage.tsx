import { Badge, Box, Button, HStack, Image, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { appDetailMachine } from '../../../machines/appDetail';
import { OPEN_FLAG_TEXT } from '../../../domain/apps';
import { InlineFailure } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';
import { AppIcon } from '../../components/AppIcon';
import { APP_STORE_PATH } from './appParts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

/** Pretty-prints the demo JSON when it parses; shown as plain text either way (never as HTML). */
const prettyJson = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

function Detail({ id }: { id: string }) {
  const detail = useActorRef(appDetailMachine, { input: { id } });
  const app = useSelector(detail, (s) => s.context.app);
  const guides = useSelector(detail, (s) => s.context.guides);
  const error = useSelector(detail, (s) => (s.matches('failed') ? s.context.error : undefined));
  const adding = useSelector(detail, (s) => s.matches('adding'));
  if (error) return <InlineFailure error={error} onRetry={() => detail.send({ type: 'DETAIL.RETRY' })} />;
  if (!app) return <Text color="fg.muted">加载中…</Text>;
  return (
    <Stack gap="6">
      {app.bgUrl && <Image src={app.bgUrl} alt="" h="160px" w="full" objectFit="cover" borderRadius="lg" />}
      <HStack gap="4" align="start" wrap="wrap">
        <AppIcon name={app.appName} url={app.iconUrl} size="72px" />
        <Stack gap="1" flex="1">
          <Text as="h2" fontSize="2xl" fontWeight="semibold">
            {app.appName}
          </Text>
          <HStack gap="2">
            <Badge colorPalette="blue">{app.typeName}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {app.useCount} 人在用 · 发布者 {app.userName}
            </Text>
          </HStack>
          <Text color="fg.muted">{app.appShortDesc}</Text>
        </Stack>
        <HStack gap="2">
          {app.auditStatus === 2 && (
            <Button colorPalette="blue" loading={adding} onClick={() => detail.send({ type: 'DETAIL.ADD' })}>
              添加到我的应用
            </Button>
          )}
          {app.jumpUrl && (
            <Button asChild variant="outline">
              <a href={app.jumpUrl} target="_blank" rel="noopener noreferrer">
                访问应用
              </a>
            </Button>
          )}
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Fact label="核心能力" value={app.abilityName} />
        <Fact label="所属行业" value={app.industryName} />
        <Fact label="可见范围" value={OPEN_FLAG_TEXT[app.openFlag]} />
        <Fact label="更新时间" value={formatDateTime(app.updateTime)} />
      </SimpleGrid>
      <Stack gap="2">
        <Text fontWeight="semibold">应用介绍</Text>
        <Text whiteSpace="pre-wrap">{app.appDesc}</Text>
      </Stack>
      {app.guideDesc && (
        <Stack gap="2">
          <Text fontWeight="semibold">使用指南</Text>
          <Text whiteSpace="pre-wrap">{app.guideDesc}</Text>
          {guides.length > 0 && (
            <List.Root ps="5">
              {guides.map((g) => (
                <List.Item key={g}>{g}</List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      )}
      {app.demoJson && (
        <Stack gap="2">
          <Text fontWeight="semibold">示例数据</Text>
          <Box as="pre" bg="bg.subtle" p="3" borderRadius="md" fontSize="sm" overflowX="auto">
            {prettyJson(app.demoJson)}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

/** 应用详情 (hidden route, ?id=): an app's full listing. */
export function AppDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  return (
    <PageFrame title="应用详情" description="应用介绍、能力与使用指南。">
      <Button asChild size="xs" variant="ghost" mb="3">
        <Link href={APP_STORE_PATH}>‹ 返回应用商店</Link>
      </Button>
      {id ? <Detail key={id} id={id} /> : <Text color="fg.muted">未指定应用</Text>}
    </PageFrame>
  );
}
