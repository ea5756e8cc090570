import { Alert, Badge, Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { AccountsPanel } from './parts/AccountsPanel';
import { ClockPanel } from './parts/ClockPanel';
import { CodesPanel } from './parts/CodesPanel';
import { FaultsPanel } from './parts/FaultsPanel';
import { ResetPanel } from './parts/ResetPanel';
import { ScenariosPanel } from './parts/ScenariosPanel';
import type { DemoConsoleActor } from './useDemoConsoleActor';

type Tab = 'accounts' | 'scenarios' | 'clock' | 'faults' | 'codes';
const tabs: { value: Tab; label: string }[] = [
  { value: 'accounts', label: '切换账号' },
  { value: 'scenarios', label: '场景预设' },
  { value: 'clock', label: '模拟时钟' },
  { value: 'faults', label: '故障开关' },
  { value: 'codes', label: '验证码' },
];

function Panel({ tab, actor }: { tab: Tab; actor: DemoConsoleActor }) {
  switch (tab) {
    case 'accounts':
      return <AccountsPanel actor={actor} />;
    case 'scenarios':
      return <ScenariosPanel actor={actor} />;
    case 'clock':
      return <ClockPanel actor={actor} />;
    case 'faults':
      return <FaultsPanel actor={actor} />;
    case 'codes':
      return <CodesPanel actor={actor} />;
  }
}

/** The console itself: shown in the launcher's drawer and on the /test page. */
export function DemoConsole({ actor }: { actor: DemoConsoleActor }) {
  const [tab, setTab] = useState<Tab>('accounts');
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const reloading = useSelector(actor, (s) => s.matches('reloading'));
  const connecting = useSelector(actor, (s) => !s.context.status && s.matches('loading'));
  const faultCount = useSelector(actor, (s) => s.context.status?.faults.length ?? 0);
  const codeCount = useSelector(actor, (s) => s.context.status?.codes.length ?? 0);

  return (
    <Stack gap="4" data-testid="demo-console">
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
          {failed && (
            <Button size="xs" ml="auto" variant="outline" onClick={() => actor.send({ type: 'DEMO.REFRESH' })}>
              重试
            </Button>
          )}
        </Alert.Root>
      )}
      {connecting && (
        <Text fontSize="sm" color="fg.muted" role="status">
          正在连接模拟器…
        </Text>
      )}
      {reloading && (
        <Text fontSize="sm" color="fg.muted" role="status">
          正在重新加载页面…
        </Text>
      )}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" size="sm">
        <Tabs.List flexWrap="wrap">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
              {t.value === 'faults' && faultCount > 0 && <Badge colorPalette="red">{faultCount}</Badge>}
              {t.value === 'codes' && codeCount > 0 && <Badge>{codeCount}</Badge>}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            {t.value === tab && <Panel tab={t.value} actor={actor} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Box borderTopWidth="1px" pt="4">
        <HStack justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            演示数据保存在本浏览器中，刷新页面不会丢失。
          </Text>
          <ResetPanel actor={actor} />
        </HStack>
      </Box>
    </Stack>
  );
}
