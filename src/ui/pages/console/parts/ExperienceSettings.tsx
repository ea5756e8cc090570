import { Box, Field, Heading, HStack, Slider, Text, VStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { experienceMachine } from '../../../../machines/experience';
import {
  MAX_TOKENS,
  TEMPERATURE,
  personas,
  voiceSettings,
  type PersonaId,
  type VoiceSetting,
} from '../../../../domain/experience';
import { trackEvents } from '../../../../machines/trackEvents';
import { useTrack } from '../../../hooks/useTrack';
import { ModelSelect } from './ModelSelect';
import { SelectInput } from '../../../components/form/SelectField';

type ExperienceActor = ActorRefFrom<typeof experienceMachine>;

function RangeField({
  label,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
}) {
  return (
    <Slider.Root size="sm" value={[value]} min={min} max={max} step={step} onValueChange={(d) => onChange(d.value[0])}>
      <HStack justify="space-between">
        <Slider.Label fontSize="sm">{label}</Slider.Label>
        <Slider.ValueText fontSize="sm" color="fg.muted" />
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

/** Model, parameters and voice persona; each change goes to the experience machine. */
export function ExperienceSettings({ experience }: { experience: ExperienceActor }) {
  const model = useSelector(experience, (s) => s.context.model);
  const models = useSelector(experience, (s) => s.context.models);
  const temperature = useSelector(experience, (s) => s.context.temperature);
  const maxTokens = useSelector(experience, (s) => s.context.maxTokens);
  const voice = useSelector(experience, (s) => s.context.voice);
  const persona = useSelector(experience, (s) => s.context.persona);
  const track = useTrack();

  return (
    <VStack align="stretch" gap="5" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Heading as="h2" size="sm">
        模型与参数
      </Heading>
      <Field.Root>
        <Field.Label fontSize="sm">模型</Field.Label>
        <ModelSelect
          value={model}
          models={models}
          onChange={(id) => experience.send({ type: 'EXP.MODEL', model: id })}
        />
      </Field.Root>
      <RangeField
        label="温度（temperature）"
        {...TEMPERATURE}
        value={temperature}
        onChange={(v) => experience.send({ type: 'EXP.TEMPERATURE', value: v })}
      />
      <RangeField
        label="最大输出（max tokens）"
        {...MAX_TOKENS}
        value={maxTokens}
        onChange={(v) => experience.send({ type: 'EXP.MAX_TOKENS', value: v })}
      />
      <Box>
        <Heading as="h2" size="sm" mb="3">
          声音人设
        </Heading>
        <VStack align="stretch" gap="3">
          <Field.Root>
            <Field.Label fontSize="sm">人设设置</Field.Label>
            <SelectInput
              size="sm"
              value={String(voice)}
              options={voiceSettings.map((v) => ({ value: String(v.id), label: v.name }))}
              onValueChange={(value) =>
                experience.send({ type: 'EXP.VOICE', value: (value === '1' ? 1 : 0) satisfies VoiceSetting })
              }
            />
          </Field.Root>
          <Field.Root disabled={voice === 0}>
            <Field.Label fontSize="sm">声音人设</Field.Label>
            <SelectInput
              size="sm"
              value={String(persona)}
              options={personas.map((p) => ({ value: String(p.id), label: p.name }))}
              onValueChange={(value) => {
                const chosen = personas.find((p) => String(p.id) === value);
                if (!chosen) return;
                track(trackEvents.experience.persona, { persona: chosen.id });
                experience.send({ type: 'EXP.PERSONA', persona: chosen.id satisfies PersonaId });
              }}
            />
            {voice === 0 && <Field.HelperText fontSize="xs">选择“自定义”后可切换人设</Field.HelperText>}
          </Field.Root>
        </VStack>
      </Box>
      <Text fontSize="xs" color="fg.muted">
        温度越高回答越发散；最大输出限制单次回答的长度。
      </Text>
    </VStack>
  );
}
