import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { Headroom } from '../../../../domain/preflight';
import { tokenPrices } from '../../../../domain/preflight';
import { formatYuan } from '../../../format';
import { FormField } from '../../../components/form/FormField';
import { SelectInput } from '../../../components/form/SelectField';
import type { PlaygroundActor } from './PlaygroundParams';

const fen = (value: number): string => formatYuan(value / 100);
/** Fen per million tokens as the model square writes prices: yuan per thousand tokens. */
const perThousand = (fenPerM: number): string => `¥${fenPerM / 100_000}/千tokens`;

function headroomText(name: string, h: Headroom): { text: string; warn: boolean } {
  if (h.state === 'passed')
    return { text: `${name}已用尽（已用 ${fen(h.spentFen)} / ${fen(h.limitFen)}）`, warn: true };
  if (h.state === 'exceeds')
    return { text: `${name}剩余 ${fen(h.leftFen)}，本次调用最多可能超出 ${fen(-h.afterFen)}`, warn: true };
  return { text: `${name}剩余 ${fen(h.leftFen)}，本次调用后至少剩余 ${fen(h.afterFen)}`, warn: false };
}

function Line({ text, warn, testId }: { text: string; warn: boolean; testId: string }) {
  return (
    <Text fontSize="sm" color={warn ? 'orange.fg' : undefined} data-testid={testId}>
      {text}
    </Text>
  );
}

/**
 * 调用前预估: the most the request as configured can cost and what it leaves under the month's
 * budget and the chosen key's cap, before anything is sent. `via` is how it would be sent: from
 * the console (运行), or as the code of 查看代码 with an API key, which alone counts toward a key's
 * cap and may hit the prompt cache.
 */
export function PreflightCost({ actor, via }: { actor: PlaygroundActor; via: 'console' | 'api' }) {
  const preflight = useSelector(actor, (s) => s.context.preflight);
  const model = useSelector(actor, (s) => s.context.models.find((m) => m.id === s.context.request.model));
  const keys = useSelector(actor, (s) => s.context.limits?.keys);
  const keyId = useSelector(actor, (s) => s.context.preflightKeyId ?? '');
  const limitsFailed = useSelector(actor, (s) => s.matches({ limits: 'failed' }));
  const estimate = preflight?.[via];
  const headingId = `preflight-${via}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Heading as="h3" size="xs" id={headingId} mb="1">
        调用前预估
      </Heading>
      {!estimate || !model?.pricing ? (
        <Text fontSize="sm" color="fg.muted">
          选择模型并填写有效的 max_tokens 后显示本次调用的最高费用。
        </Text>
      ) : (
        <Stack gap="1">
          <Text fontSize="sm">
            本次调用最多{' '}
            <Text as="b" fontSize="md" data-testid={`preflight-worst-${via}`}>
              {fen(estimate.cost.worstFen)}
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.muted" data-testid={`preflight-basis-${via}`}>
            输入约 {estimate.cost.promptTokens} tokens × {perThousand(tokenPrices(model.pricing).inputFenPerM)} +
            输出最多 {estimate.cost.maxTokens} tokens（max_tokens）×{' '}
            {perThousand(tokenPrices(model.pricing).outputFenPerM)}
            ，按约每字符 1 token 估算，向上取整到分。
            {via === 'api'
              ? `提示词命中缓存的部分按 ${perThousand(tokenPrices(model.pricing).cachedInputFenPerM)} 计费，全部命中时最多 ${fen(estimate.cost.cachedFen)}。`
              : '调试台调用不使用提示词缓存。'}
          </Text>
          {estimate.budget ? (
            <Line {...headroomText('本月预算', estimate.budget)} testId={`preflight-budget-${via}`} />
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid={`preflight-budget-${via}`}>
              {limitsFailed ? '预算与密钥上限暂时无法获取。' : '未设置月度预算。'}
            </Text>
          )}
          {keys && keys.length > 0 && (
            <Box mt="1">
              <FormField
                label="按密钥核算月度上限"
                helper={
                  via === 'console' ? '调试台的调用不计入密钥上限；此处按用该密钥调用（查看代码）核算。' : undefined
                }
              >
                <SelectInput
                  size="sm"
                  value={keyId}
                  options={[
                    { value: '', label: '不指定密钥' },
                    ...keys.map((k) => ({ value: k.id, label: k.capFen === null ? `${k.name}（无上限）` : k.name })),
                  ]}
                  onValueChange={(id) => actor.send({ type: 'PG.PREFLIGHT_KEY', keyId: id })}
                />
              </FormField>
              {preflight.api.key && (
                <Line
                  {...headroomText(`密钥“${preflight.api.key.name}”本月上限`, preflight.api.key)}
                  testId={`preflight-key-${via}`}
                />
              )}
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
