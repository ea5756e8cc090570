import { Alert, Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { appFeatureHubMachine } from '../../../machines/appFeatureHub';
import { scenarios } from '../../../domain/experience';
import { PageFrame } from '../../components/PageFrame';
import { useSystemActor } from '../../hooks/appActor';
import { APP_LIST_PATH, APP_STORE_PATH } from './appParts';
import { paths } from '../../../routes/paths';

const EXPERIENCE_PATH = paths.experienceCenter();

const PLATFORM_FEATURES = [
  { name: '我的应用', description: '管理你添加的应用与助手，与应用多轮对话。', href: APP_LIST_PATH },
  { name: '应用商店', description: '发现行业应用，一键添加；也可以发布自己的应用。', href: APP_STORE_PATH },
  { name: '模型广场', description: '浏览平台全部大模型能力与调用方式。', href: paths.modelSquare() },
  { name: '开发文档', description: '接口说明、流式对话与示例代码。', href: paths.docsCenter() },
];

/** 功能大厅: the platform's capabilities; without experience authorization the activation dialog opens after 10 ms. */
export function FeatureHubPage() {
  const session = useSystemActor('session');
  const activation = useSystemActor('activation');
  // undefined until the signed-in user's detail has loaded: the hub cannot tell before then.
  const authorized = useSelector(session, (s) =>
    s.matches('authenticated') && s.context.user ? Boolean(s.context.user.experienceAuth) : undefined,
  );
  const hub = useActorRef(appFeatureHubMachine, { input: { authorized, activation } });
  const locked = useSelector(hub, (s) => s.matches('waiting') || s.matches('unauthorized'));
  // The session loading, or activating in the dialog (which reloads it): the hub follows it.
  useEffect(() => {
    if (authorized !== undefined)
      hub.send({ type: authorized ? 'FEATURE_HUB.AUTHORIZED' : 'FEATURE_HUB.UNAUTHORIZED' });
  }, [authorized, hub]);
  return (
    <PageFrame title="功能大厅" description="平台能力一览：体验场景、应用与开发工具。">
      {locked && (
        <Alert.Root status="warning" mb="5">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>尚未开通体验权限</Alert.Title>
            <Alert.Description>输入邀请码激活后即可体验全部场景。</Alert.Description>
          </Alert.Content>
          <Button size="sm" colorPalette="orange" onClick={() => hub.send({ type: 'FEATURE_HUB.ACTIVATE' })}>
            输入邀请码
          </Button>
        </Alert.Root>
      )}
      <Stack gap="6">
        <Stack gap="3">
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            体验场景
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {scenarios.map((s) => (
              <Stack key={s.id} as="article" aria-label={s.name} p="4" borderWidth="1px" borderRadius="lg" gap="2">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{s.name}</Text>
                  <Badge>{s.group}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted" flex="1">
                  {s.description}
                </Text>
                {locked ? (
                  <Button
                    size="xs"
                    variant="outline"
                    alignSelf="flex-start"
                    onClick={() => hub.send({ type: 'FEATURE_HUB.ACTIVATE' })}
                  >
                    激活后体验
                  </Button>
                ) : (
                  <Button asChild size="xs" colorPalette="blue" alignSelf="flex-start">
                    <Link href={`${EXPERIENCE_PATH}?scenario=${s.id}`}>立即体验</Link>
                  </Button>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="3">
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            应用与开发
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            {PLATFORM_FEATURES.map((f) => (
              <Stack key={f.name} as="article" aria-label={f.name} p="4" borderWidth="1px" borderRadius="lg" gap="2">
                <Text fontWeight="semibold">{f.name}</Text>
                <Text fontSize="sm" color="fg.muted" flex="1">
                  {f.description}
                </Text>
                <Button asChild size="xs" variant="outline" alignSelf="flex-start">
                  <Link href={f.href}>前往</Link>
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
