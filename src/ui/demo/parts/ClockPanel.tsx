import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { SelectFilter } from '../../components/form/FilterFields';
import { DAY, HOUR } from '../../../demoControls';
import { formatDateTime } from '../../format';
import type { DemoConsoleActor } from '../useDemoConsoleActor';

const UNITS = [
  { value: 'hour', label: '小时' },
  { value: 'day', label: '天' },
];
const QUICK: { label: string; ms: number }[] = [
  { label: '+1 小时', ms: HOUR },
  { label: '+1 天', ms: DAY },
  { label: '+11 天', ms: 11 * DAY },
];

/** Time-based rules (codes, trials, feedback auto-end) follow this clock; the 60 s countdown stays real time. */
export function ClockPanel({ actor }: { actor: DemoConsoleActor }) {
  const now = useSelector(actor, (s) => s.context.status?.now);
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState<'hour' | 'day'>('day');
  const ms = Number(amount) * (unit === 'day' ? DAY : HOUR);
  const valid = Number.isFinite(ms) && ms > 0;
  const advance = (by: number) => actor.send({ type: 'DEMO.CLOCK.ADVANCE', ms: by });

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          模拟时间
        </Text>
        <Text fontSize="2xl" fontWeight="semibold" data-testid="demo-clock">
          {now === undefined ? '—' : formatDateTime(now)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {/* One string: a line break between the two sentences would render as a stray space. */}
          {'验证码过期、体验到期、反馈10日自动结束都按模拟时间计算；发送验证码的60秒倒计时仍是真实时间。' +
            '已打开的页面在下次加载数据时按新时间计算，刷新页面可立即生效。'}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {QUICK.map((q) => (
          <Button
            key={q.label}
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`时钟拨快 ${q.label.slice(1)}`}
            onClick={() => advance(q.ms)}
          >
            {q.label}
          </Button>
        ))}
      </HStack>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) advance(ms);
        }}
      >
        <HStack align="end" gap="2">
          <Field.Root flex="1" invalid={!valid}>
            <Field.Label>拨快时长</Field.Label>
            <Input
              size="sm"
              type="number"
              min="0"
              step="any"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field.Root>
          <SelectFilter
            width="28"
            allLabel=""
            label="单位"
            value={unit}
            options={UNITS}
            onChange={(v) => setUnit(v === 'hour' ? 'hour' : 'day')}
          />
          <Button type="submit" size="sm" colorPalette="blue" disabled={busy || !valid}>
            拨快时钟
          </Button>
        </HStack>
      </form>
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        disabled={busy}
        onClick={() => actor.send({ type: 'DEMO.RELOAD' })}
      >
        刷新页面
      </Button>
    </Stack>
  );
}
