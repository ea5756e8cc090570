import { Box, Button, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { experienceMachine } from '../../../machines/experience';
import { isScenarioId, scenarioById, scenarios } from '../../../domain/experience';
import { ChatPanel } from './parts/ChatPanel';
import { ExperienceSettings } from './parts/ExperienceSettings';
import { MeetingAudio } from './parts/MeetingAudio';
import { ExperienceFrame } from './playground/ExperienceTabs';
import { trackEvents } from '../../../machines/trackEvents';

const groups = [...new Set(scenarios.map((s) => s.group))];

/**
 * The experience center: pick a scenario, chat with a streamed model, tune parameters and
 * voice persona. `?model=` (from the model square's try-it) and `?scenario=` preselect.
 */
export function ExperienceCenterPage() {
  const search = useSearch();
  const input = useMemo(() => {
    const p = new URLSearchParams(search);
    const scenario = p.get('scenario');
    return { model: p.get('model') ?? undefined, scenario: isScenarioId(scenario) ? scenario : undefined };
  }, [search]);
  const experience = useActorRef(experienceMachine, { input });
  const scenarioId = useSelector(experience, (s) => s.context.scenario);
  const chat = useSelector(experience, (s) => s.children.chat);
  const scenario = scenarioById(scenarioId);

  return (
    <ExperienceFrame
      current="scenarios"
      description="在真实场景中体验模型能力：低空飞行、智能设备、通用机器人与产品人设。"
    >
      <Grid templateColumns={{ base: '1fr', lg: '220px 1fr 280px' }} gap="4" alignItems="start">
        {/* A column beside the chat on wide screens; compact rows of chips above it on a phone. */}
        <Flex
          as="nav"
          aria-label="体验场景"
          direction={{ base: 'row', lg: 'column' }}
          wrap="wrap"
          align={{ base: 'flex-start', lg: 'stretch' }}
          gap={{ base: '3', lg: '4' }}
        >
          {groups.map((group) => (
            <Box key={group}>
              <Text fontSize="xs" color="fg.muted" mb="1">
                {group}
              </Text>
              <Flex direction={{ base: 'row', lg: 'column' }} wrap="wrap" gap="1">
                {scenarios
                  .filter((s) => s.group === group)
                  .map((s) => (
                    <Button
                      key={s.id}
                      size="sm"
                      justifyContent="flex-start"
                      variant={s.id === scenarioId ? 'solid' : 'outline'}
                      colorPalette={s.id === scenarioId ? 'blue' : 'gray'}
                      aria-pressed={s.id === scenarioId}
                      data-track={trackEvents.experience.scenario}
                      data-track-scenario={s.id}
                      onClick={() => experience.send({ type: 'EXP.SCENARIO', scenario: s.id })}
                    >
                      {s.name}
                    </Button>
                  ))}
              </Flex>
            </Box>
          ))}
        </Flex>
        <Box minW="0">
          <Box mb="3">
            <Heading as="h2" size="md">
              {scenario.group === scenario.name ? scenario.name : `${scenario.group} · ${scenario.name}`}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {scenario.description}
            </Text>
          </Box>
          {scenario.acceptsAudio && <MeetingAudio experience={experience} />}
          {chat && <ChatPanel chat={chat} samples={scenario.samples} placeholder={`向「${scenario.name}」提问…`} />}
        </Box>
        <ExperienceSettings experience={experience} />
      </Grid>
    </ExperienceFrame>
  );
}
