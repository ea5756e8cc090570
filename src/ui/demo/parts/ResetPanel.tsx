import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { DemoConsoleActor } from '../useDemoConsoleActor';

/** Back to the seed: every table, the clock and the fault switches. Asks first. */
export function ResetPanel({ actor }: { actor: DemoConsoleActor }) {
  const confirming = useSelector(actor, (s) => s.matches('confirmingReset'));
  const resetting = useSelector(actor, (s) => s.matches('resetting') || s.matches('reloading'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  if (!confirming) {
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={!ready}
        loading={resetting}
        onClick={() => actor.send({ type: 'DEMO.RESET' })}
      >
        重置演示数据
      </Button>
    );
  }
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Text fontSize="sm">所有演示数据、模拟时钟和故障开关都将恢复为初始状态，页面会重新加载。</Text>
        <HStack gap="2">
          <Button size="xs" colorPalette="red" onClick={() => actor.send({ type: 'DEMO.RESET.CONFIRM' })}>
            确认重置
          </Button>
          <Button size="xs" variant="outline" autoFocus onClick={() => actor.send({ type: 'DEMO.RESET.CANCEL' })}>
            取消
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
