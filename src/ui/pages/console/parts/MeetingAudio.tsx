import { Box, Button, Heading, HStack, Spinner, Text, VStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { experienceMachine } from '../../../../machines/experience';
import { AUDIO_MAX_MB, AUDIO_TYPES } from '../../../../domain/experience';
// Lazy: the parser loads with the first answer, not with the console's first screen.
import { LazyMarkdown as Markdown } from '../../../components/LazyMarkdown';

type ExperienceActor = ActorRefFrom<typeof experienceMachine>;

/** Meeting minutes: upload a recording, get the transcript and a summary. */
export function MeetingAudio({ experience }: { experience: ExperienceActor }) {
  const uploading = useSelector(experience, (s) => s.matches({ audio: 'uploading' }));
  const failed = useSelector(experience, (s) => s.matches({ audio: 'failed' }));
  const minutes = useSelector(experience, (s) => s.context.minutes);
  const audioName = useSelector(experience, (s) => s.context.audioName);
  const audioError = useSelector(experience, (s) => s.context.audioError);

  return (
    <Box p="4" borderWidth="1px" borderRadius="md" bg="bg.panel" mb="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box>
          <Heading as="h2" size="sm">
            会议录音转写
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            支持 {AUDIO_TYPES.join('、')}，不超过 {AUDIO_MAX_MB}MB；上传后自动转写并生成摘要。
          </Text>
        </Box>
        <HStack>
          <Button asChild size="sm" colorPalette="blue" variant="outline" disabled={uploading}>
            <label>
              上传会议录音
              <input
                type="file"
                aria-label="上传会议录音"
                accept={AUDIO_TYPES.map((t) => `.${t}`).join(',')}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) experience.send({ type: 'EXP.AUDIO', file });
                  e.target.value = '';
                }}
              />
            </label>
          </Button>
          {(minutes || failed) && (
            <Button size="sm" variant="ghost" onClick={() => experience.send({ type: 'EXP.AUDIO_CLEAR' })}>
              清除
            </Button>
          )}
        </HStack>
      </HStack>
      {uploading && (
        <HStack mt="3" fontSize="sm" color="fg.muted">
          <Spinner size="xs" />
          <Text>正在转写「{audioName}」…</Text>
        </HStack>
      )}
      {failed && (
        <Text mt="3" fontSize="sm" color="red.fg" role="alert">
          {audioName ? `「${audioName}」：` : ''}
          {audioError}
        </Text>
      )}
      {minutes && (
        <VStack align="stretch" mt="4" gap="4" data-testid="meeting-minutes">
          <Box>
            <Text fontWeight="semibold" fontSize="sm" mb="2">
              转写文本（{minutes.fileName}，约 {Math.round(minutes.durationSeconds / 60)} 分钟）
            </Text>
            <VStack as="ol" align="stretch" gap="2" listStyleType="none" borderWidth="1px" borderRadius="md" p="3">
              {minutes.transcript.map((line, i) => (
                <Box as="li" key={i} fontSize="sm">
                  <HStack gap="2" fontSize="xs" color="fg.muted">
                    <Text>{line.time}</Text>
                    <Text fontWeight="semibold" color="fg">
                      {line.speaker}
                    </Text>
                  </HStack>
                  <Text>{line.text}</Text>
                </Box>
              ))}
            </VStack>
          </Box>
          <Box bg="bg.subtle" p="3" borderRadius="md">
            <Markdown>{minutes.summary}</Markdown>
          </Box>
        </VStack>
      )}
    </Box>
  );
}
