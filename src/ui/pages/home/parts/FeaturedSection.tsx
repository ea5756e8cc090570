import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import carried from 'virtual:featured';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { homeFeaturedMachine } from '../../../../machines/homeFeatured';
import { trackEvents } from '../../../../machines/trackEvents';
import { useAccess } from '../../../hooks/appActor';
import { modelTypeLabel } from './content';
import { paths } from '../../../../routes/paths';

function CardLink({ href, track, id, children }: { href: string; track: string; id: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ textDecoration: 'none' }} data-track={track} data-track-id={id}>
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" p="5" h="full" transition="all 0.15s" _hover={{ boxShadow: 'md', borderColor: 'blue.300' }}>
        {children}
      </Box>
    </Link>
  );
}

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
      <Box as="section" aria-labelledby="featured-models">
        <Heading as="h2" id="featured-models" size="xl" mb="6">
          精选模型
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {models.map((m) => (
            <CardLink key={m.id} href={paths.modelDetail({ id: m.id })} track={trackEvents.home.featuredModel} id={m.id}>
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
              <HStack gap="1" wrap="wrap">
                {m.tags.map((t) => (
                  <Badge key={t} variant="outline" size="sm">
                    {t}
                  </Badge>
                ))}
              </HStack>
            </CardLink>
          ))}
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby="featured-apps">
        <Heading as="h2" id="featured-apps" size="xl" mb="6">
          精选应用
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {apps.map((a) => (
            <CardLink key={a.id} href={paths.appDetail({ id: a.id })} track={trackEvents.home.featuredApp} id={a.id}>
              <Badge colorPalette="purple" mb="2">
                {a.industryName}
              </Badge>
              <Heading as="h3" size="md" mb="2">
                {a.appName}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {a.appShortDesc}
              </Text>
            </CardLink>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
