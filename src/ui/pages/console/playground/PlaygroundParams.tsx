import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { playgroundMachine, TypedParam } from '../../../../machines/playground';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  MAX_STOP,
  MAX_STOP_LENGTH,
  MAX_SYSTEM_PROMPT,
  PLAYGROUND_PARAMS,
} from '../../../../domain/playground';
import { ChoiceList } from '../../../components/form/ChoiceList';
import { FormField } from '../../../components/form/FormField';
import { TextField } from '../../../components/form/TextField';
import { ModelSelect } from '../parts/ModelSelect';

export type PlaygroundActor = ActorRefFrom<typeof playgroundMachine>;

const { temperature, topP, maxTokens } = PLAYGROUND_PARAMS;
const NUMBER_FIELDS: { field: Exclude<TypedParam, 'stop'>; label: string; helper: string }[] = [
  { field: 'temperature', label: '温度（temperature）', helper: `${temperature.min}–${temperature.max}，越高越发散` },
  { field: 'topP', label: '核采样（top_p）', helper: `${topP.min}–${topP.max}` },
  { field: 'maxTokens', label: '最大输出（max_tokens）', helper: `${maxTokens.min}–${maxTokens.max} 的整数` },
];

/** The model (or the models to compare) and what is sent with every prompt. */
export function PlaygroundParams({ actor }: { actor: PlaygroundActor }) {
  const compare = useSelector(actor, (s) => s.context.mode === 'compare');
  const models = useSelector(actor, (s) => s.context.models);
  const modelsError = useSelector(actor, (s) => s.context.modelsError);
  const model = useSelector(actor, (s) => s.context.request.model);
  const compareModels = useSelector(actor, (s) => s.context.compareModels);
  const compareError = useSelector(actor, (s) => s.context.compareError);
  const systemPrompt = useSelector(actor, (s) => s.context.request.systemPrompt);
  const typed = useSelector(actor, (s) => s.context.typed);
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) => !s.matches({ call: 'editing' }));
  return (
    <Stack as="section" aria-labelledby="playground-params" gap="2" p="4" borderWidth="1px" borderRadius="md">
      <Heading as="h2" id="playground-params" size="sm" mb="1">
        模型与参数
      </Heading>
      {compare ? (
        <ChoiceList
          legend={`对比模型（${COMPARE_MIN}–${COMPARE_MAX}个）`}
          choices={models.map((m) => ({ id: m.id, label: m.name }))}
          chosen={compareModels}
          onChange={(ids) => actor.send({ type: 'PG.COMPARE_MODELS', models: ids })}
          empty={modelsError ? `模型列表加载失败：${modelsError}` : '模型列表加载中…'}
          error={compareError}
        />
      ) : (
        <FormField
          label="模型"
          error={errors.model}
          helper={modelsError ? `模型列表加载失败：${modelsError}` : undefined}
        >
          <ModelSelect
            value={model}
            models={models}
            disabled={busy}
            onChange={(id) => actor.send({ type: 'PG.SET', patch: { model: id } })}
          />
        </FormField>
      )}
      <TextField
        label="系统提示词"
        optionalHint="（选填）"
        rows={3}
        value={systemPrompt}
        maxChars={MAX_SYSTEM_PROMPT}
        error={errors.systemPrompt}
        placeholder="例如：你是一名严谨的技术顾问，回答简洁。"
        onValueChange={(text) => actor.send({ type: 'PG.SET', patch: { systemPrompt: text } })}
      />
      <SimpleGrid columns={{ base: 1, sm: 3, lg: 1, xl: 3 }} columnGap="3">
        {NUMBER_FIELDS.map(({ field, label, helper }) => (
          <TextField
            key={field}
            label={label}
            size="sm"
            inputMode="decimal"
            value={typed[field]}
            error={errors[field]}
            helper={helper}
            onValueChange={(text) => actor.send({ type: 'PG.PARAM', field, text })}
          />
        ))}
      </SimpleGrid>
      <TextField
        label="停止序列（stop）"
        optionalHint="（选填）"
        rows={2}
        value={typed.stop}
        error={errors.stop}
        helper={`每行一个，最多${MAX_STOP}个，每个不超过${MAX_STOP_LENGTH}个字符`}
        onValueChange={(text) => actor.send({ type: 'PG.PARAM', field: 'stop', text })}
      />
      <Text fontSize="xs" color="fg.muted">
        调试台的调用按模型价格计费，计入用量统计（应用：调试台）。
      </Text>
    </Stack>
  );
}
