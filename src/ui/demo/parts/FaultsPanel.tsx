import { Badge, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { DemoFault, DemoFaultKind, DemoFaultScope } from '../../../machines/demoConsole';
import { SelectFilter } from '../../components/form/FilterFields';
import { faultTargets, kindLabels, scopeLabels, targetLabel } from '../labels';
import type { DemoConsoleActor } from '../useDemoConsoleActor';

export const describeFault = (f: Pick<DemoFault, 'area' | 'kind' | 'scope' | 'seconds'>): string =>
  `${targetLabel(f.area)} · ${kindLabels[f.kind]}${f.kind === 'slow' ? ` ${f.seconds} 秒` : ''} · ${scopeLabels[f.scope]}`;

const kinds = Object.keys(kindLabels) as DemoFaultKind[];
/** Billing fails one way only (a wrong charge), and only billing does. */
const kindsFor = (area: string): DemoFaultKind[] => kinds.filter((k) => (k === 'wrongCharge') === (area === 'billing'));
const scopes = Object.keys(scopeLabels) as DemoFaultScope[];

/** Turn on 500/504/slow/dropped/401 for the next call or every call of an area, or a wrong charge; each switch stays listed until turned off. */
export function FaultsPanel({ actor }: { actor: DemoConsoleActor }) {
  const faults = useSelector(actor, (s) => s.context.status?.faults ?? []);
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  const [area, setArea] = useState<string>('*');
  const [kind, setKind] = useState<DemoFaultKind>('500');
  const [scope, setScope] = useState<DemoFaultScope>('all');
  const [seconds, setSeconds] = useState('3');
  const slowSeconds = Number(seconds);
  const valid = kind !== 'slow' || (Number.isFinite(slowSeconds) && slowSeconds > 0 && slowSeconds <= 120);

  return (
    <Stack gap="4">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          actor.send({
            type: 'DEMO.FAULT.SET',
            request: { area, kind, scope, ...(kind === 'slow' ? { seconds: slowSeconds } : {}) },
          });
        }}
      >
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <SelectFilter
              allLabel=""
              label="接口区域"
              value={area}
              onChange={(next) => {
                setArea(next);
                if (!kindsFor(next).includes(kind)) setKind(kindsFor(next)[0]);
              }}
              options={faultTargets.map((t) => ({ value: t, label: targetLabel(t) }))}
            />
            <SelectFilter
              allLabel=""
              label="故障类型"
              value={kind}
              onChange={(v) => setKind(v as DemoFaultKind)}
              options={kindsFor(area).map((k) => ({ value: k, label: kindLabels[k] }))}
            />
            <SelectFilter
              allLabel=""
              label="生效范围"
              value={scope}
              onChange={(v) => setScope(v as DemoFaultScope)}
              options={scopes.map((s) => ({ value: s, label: scopeLabels[s] }))}
            />
            {kind === 'slow' && (
              <Field.Root invalid={!valid}>
                <Field.Label>延迟秒数</Field.Label>
                <Input
                  size="sm"
                  type="number"
                  min="1"
                  max="120"
                  value={seconds}
                  onChange={(e) => setSeconds(e.target.value)}
                />
                <Field.ErrorText>请输入1-120之间的秒数</Field.ErrorText>
              </Field.Root>
            )}
          </SimpleGrid>
          <Button type="submit" size="sm" colorPalette="red" alignSelf="start" disabled={busy || !valid}>
            开启故障
          </Button>
        </Stack>
      </form>
      <Stack gap="2">
        <HStack justify="space-between">
          <Text fontWeight="medium">生效中的故障开关</Text>
          {faults.length > 0 && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              disabled={busy}
              onClick={() => actor.send({ type: 'DEMO.FAULT.CLEAR_ALL' })}
            >
              全部关闭
            </Button>
          )}
        </HStack>
        {faults.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            暂无故障开关，所有接口正常应答。
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="生效中的故障开关">
            {faults.map((f) => (
              <HStack
                as="li"
                key={f.id}
                justify="space-between"
                borderWidth="1px"
                borderColor="red.muted"
                bg="red.subtle"
                borderRadius="md"
                px="3"
                py="2"
              >
                <HStack gap="2" minW="0">
                  <Badge colorPalette="red">故障</Badge>
                  <Text fontSize="sm">{describeFault(f)}</Text>
                </HStack>
                <Button
                  size="xs"
                  variant="outline"
                  flexShrink={0}
                  disabled={busy}
                  aria-label={`关闭故障：${describeFault(f)}`}
                  onClick={() => actor.send({ type: 'DEMO.FAULT.CLEAR', id: f.id })}
                >
                  关闭
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
