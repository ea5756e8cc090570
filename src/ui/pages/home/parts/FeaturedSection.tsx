import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import carried from 'virtual:featured';
import { useActorRef, useSelector } from '@xstate/react';
import { homeFeaturedMachine } from '../../../../machines/homeFeatured';
import { trackEvents } from '../../../../machines/trackEvents';
import { useAccess } from '../../../hooks/appActor';
import { modelTypeLabel } from './content';
import { paths } from '../../../../routes/paths';
import { CardLink, CardText, HomeSection } from './HomeSection';
import { TagBadges } from '../../../components/TagBadges';

const featuredCard = { bg: 'bg.panel', _hover: { boxShadow: 'md', borderColor: 'blue.300' } };

/** 精选模型 and 精选应用: they come with the page, so guests see them at once and call nothing. */
export function FeaturedSection() {
  const actor = useActorRef(homeFeaturedMachine, { input: { featured: carried } });
  const models = useSelector(actor, (s) => s.context.featured.models);
  const apps = useSelector(actor, (s) => s.context.featured.apps);
  const { loggedIn } = useAccess();
  // A signed-in user may get them fresh (what the build carries can be older than the platform's).
  useEffect(() => {
    if (loggedIn) actor.send({ type: 'FEATURED.REFRESH' });
  }, [loggedIn, actor]);

  return (
    <Stack gap="12">
      <HomeSection id="featured-models" title="精选模型" columns={{ base: 1, sm: 2, lg: 4 }}>
        {models.map((m) => (
          <CardLink
            key={m.id}
            href={paths.modelDetail({ id: m.id })}
            track={{ 'data-track': trackEvents.home.featuredModel, 'data-track-id': m.id }}
            {...featuredCard}
          >
            <HStack justify="space-between" mb="2" align="start">
              <Heading as="h3" size="md">
                {m.name}
              </Heading>
              <Badge colorPalette="blue" flexShrink={0}>
                {modelTypeLabel[m.modelType] ?? m.modelType}
              </Badge>
            </HStack>
            <Text fontSize="xs" color="fg.muted" mb="2">
              {m.provider}
            </Text>
            <Text fontSize="sm" color="fg.muted" mb="3">
              {m.description}
            </Text>
            <TagBadges tags={m.tags} />
          </CardLink>
        ))}
      </HomeSection>
      <HomeSection id="featured-apps" title="精选应用" columns={{ base: 1, md: 3 }}>
        {apps.map((a) => (
          <CardLink
            key={a.id}
            href={paths.appDetail({ id: a.id })}
            track={{ 'data-track': trackEvents.home.featuredApp, 'data-track-id': a.id }}
            {...featuredCard}
          >
            <Badge colorPalette="purple" mb="2">
              {a.industryName}
            </Badge>
            <CardText title={a.appName} text={a.appShortDesc} />
          </CardLink>
        ))}
      </HomeSection>
    </Stack>
  );
}
