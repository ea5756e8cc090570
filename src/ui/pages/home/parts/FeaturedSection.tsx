import { Badge, Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { homeFeaturedMachine } from '../../../../machines/homeFeatured';
import { trackEvents } from '../../../../machines/trackEvents';
import { modelTypeLabel } from './content';

function CardLink({ href, track, id, children }: { href: string; track: string; id: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ textDecoration: 'none' }} data-track={track} data-track-id={id}>
      <Box bg="white" borderWidth="1px" borderRadius="xl" p="5" h="full" transition="all 0.15s" _hover={{ boxShadow: 'md', borderColor: 'blue.300' }}>
        {children}
      </Box>
    </Link>
  );
}

/** 精选模型 and 精选应用: public data, so guests see them before signing in. */
export function FeaturedSection() {
  const actor = useActorRef(homeFeaturedMachine);
  const models = useSelector(actor, (s) => s.context.featured?.models);
  const apps = useSelector(actor, (s) => s.context.featured?.apps);
  const failed = useSelector(actor, (s) => s.matches('failed'));

  if (failed) {
    return (
      <HStack role="alert" justify="center" py="8" gap="3">
        <Text color="fg.muted">精选内容加载失败</Text>
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'FEATURED.RETRY' })}>
          重新加载
        </Button>
      </HStack>
    );
  }

  return (
    <Stack gap="12">
      <Box as="section" aria-labelledby="featured-models">
        <Heading as="h2" id="featured-models" size="xl" mb="6">
          精选模型
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" aria-busy={!models}>
          {models
            ? models.map((m) => (
                <CardLink key={m.id} href={`/console/model-square/model-detail?id=${m.id}`} track={trackEvents.home.featuredModel} id={m.id}>
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
                  <Text fontSize="sm" color="gray.700" mb="3">
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
              ))
            : [0, 1, 2, 3].map((i) => <Skeleton key={i} h="170px" borderRadius="xl" />)}
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby="featured-apps">
        <Heading as="h2" id="featured-apps" size="xl" mb="6">
          精选应用
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" aria-busy={!apps}>
          {apps
            ? apps.map((a) => (
                <CardLink key={a.id} href={`/app-center/app-detail?id=${a.id}`} track={trackEvents.home.featuredApp} id={a.id}>
                  <Badge colorPalette="purple" mb="2">
                    {a.industryName}
                  </Badge>
                  <Heading as="h3" size="md" mb="2">
                    {a.appName}
                  </Heading>
                  <Text fontSize="sm" color="gray.700">
                    {a.appShortDesc}
                  </Text>
                </CardLink>
              ))
            : [0, 1, 2].map((i) => <Skeleton key={i} h="130px" borderRadius="xl" />)}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
