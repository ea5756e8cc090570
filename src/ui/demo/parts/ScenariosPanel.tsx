import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { DemoConsoleActor } from '../useDemoConsoleActor';

/** Named states worth demonstrating; each resets the data first, then signs in and lands where it shows. */
export function ScenariosPanel({ actor }: { actor: DemoConsoleActor }) {
  const scenarios = useSelector(actor, (s) => s.context.status?.scenarios ?? []);
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        应用场景会先把演示数据恢复为初始状态，再登录到对应账号。
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="场景预设">
        {scenarios.map((s) => (
          <HStack
            as="li"
            key={s.id}
            justify="space-between"
            align="start"
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="2"
            gap="3"
          >
            <Stack gap="1" minW="0">
              <Text fontWeight="medium">{s.title}</Text>
              <Text fontSize="xs" color="fg.muted">
                {s.description}
              </Text>
            </Stack>
            <Button
              size="xs"
              colorPalette="blue"
              flexShrink={0}
              disabled={busy}
              aria-label={`应用场景：${s.title}`}
              onClick={() => actor.send({ type: 'DEMO.SCENARIO.APPLY', id: s.id })}
            >
              应用
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
