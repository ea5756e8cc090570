import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { SelectFilter } from '../../components/form/FilterFields';
import { demoAccounts, switchedAccount } from '../../../demoControls';
import type { DemoConsoleActor } from '../useDemoConsoleActor';

const demoLabels = new Map<string, string>(demoAccounts.map((a) => [a.userName, a.label]));

/** One click signs in as a seeded user; the page reloads as that user. */
export function AccountsPanel({ actor }: { actor: DemoConsoleActor }) {
  const accounts = useSelector(actor, (s) => s.context.status?.accounts ?? []);
  const loaded = useSelector(actor, (s) => s.context.status !== undefined);
  const signedIn = useSelector(actor, (s) => s.context.status?.currentUser);
  // Until the simulator answers (late on a busy phone), the account the console last switched to.
  const current = loaded ? signedIn : switchedAccount();
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  const others = accounts.filter((a) => !demoLabels.has(a.userName));
  const [other, setOther] = useState('');
  const chosen = other || others[0]?.userName || '';
  const switchTo = (userName: string) => actor.send({ type: 'DEMO.ACCOUNT.SWITCH', userName });

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        当前：{loaded || current ? (current ?? '未登录') : '读取中…'}。切换后页面将以该用户身份重新加载。
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="演示账号">
        {accounts
          .filter((a) => demoLabels.has(a.userName))
          .map((a) => (
            <HStack
              as="li"
              key={a.userName}
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
              gap="3"
            >
              <Stack gap="0" minW="0">
                <HStack gap="2">
                  <Text fontWeight="medium">{a.userName}</Text>
                  {a.userName === current && <Badge colorPalette="green">当前</Badge>}
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {demoLabels.get(a.userName)}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                flexShrink={0}
                disabled={busy || a.userName === current}
                aria-label={`切换到 ${a.userName}`}
                onClick={() => switchTo(a.userName)}
              >
                切换
              </Button>
            </HStack>
          ))}
      </Stack>
      {others.length > 0 && (
        <HStack align="end" gap="2">
          <SelectFilter
            flex="1"
            allLabel=""
            label="其他种子用户"
            value={chosen}
            options={others.map((a) => ({
              value: a.userName,
              label: [a.userName, a.nickName, a.companyName, a.roles.join('、')].filter(Boolean).join(' · '),
            }))}
            onChange={setOther}
          />
          <Button size="sm" variant="outline" disabled={busy || !chosen} onClick={() => switchTo(chosen)}>
            切换到该用户
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
