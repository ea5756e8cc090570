import { Badge, Box, Button, Card, HStack, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { ModelListing } from '../../../../api/modelMarket.types';
import { modelDetailPath, modelTypeLabel, playgroundPath } from '../../../../machines/rules/modelCatalog';
import { capabilityLabel, perMillionPrice } from '../../../../machines/rules/modelMarket';
import { CopyButton } from './CopyButton';
import { DeprecationNotice } from './DeprecationNotice';
import { formatCalls, formatContext, formatPrice } from '../../../format';
import { trackEvents } from '../../../../machines/trackEvents';
import { TagBadges } from '../../../components/TagBadges';

const typeColor = { text: 'blue', vision: 'purple', speech: 'teal', multimodal: 'orange' } as const;

export function ModelCard({ model, canTry }: { model: ModelListing; canTry: boolean }) {
  return (
    <Card.Root size="sm" variant="outline" h="full" _hover={{ shadow: 'md', borderColor: 'blue.300' }} transition="all 0.15s" data-testid="model-card">
      <Card.Header pb="1">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Card.Title fontSize="md" lineClamp={1}>
            <Link href={modelDetailPath(model.id)} data-track={trackEvents.modelSquare.openModel} data-track-model={model.id}>
              {model.name}
            </Link>
          </Card.Title>
          <Badge colorPalette={model.openSource ? 'green' : 'gray'} flexShrink={0}>
            {model.openSource ? '开源' : '商用'}
          </Badge>
        </HStack>
        <HStack gap="2" fontSize="xs" color="fg.muted">
          <Text>{model.provider}</Text>
          <Text>·</Text>
          <Badge size="sm" variant="subtle" colorPalette={typeColor[model.modelType]}>
            {modelTypeLabel(model.modelType)}
          </Badge>
          <Text>·</Text>
          <Text>{formatContext(model.contextLength)} 上下文</Text>
        </HStack>
      </Card.Header>
      <Card.Body py="2">
        <Text fontSize="sm" color="fg.muted" lineClamp={2} minH="2.6em">
          {model.description}
        </Text>
        <TagBadges tags={model.tags} mt="3" />
        {model.capabilityCodes.length > 0 && (
          <Text fontSize="xs" color="fg.muted" mt="2">
            能力：{model.capabilityCodes.map(capabilityLabel).join('、')}
          </Text>
        )}
        <DeprecationNotice model={model} compact />
      </Card.Body>
      <Card.Footer pt="1" flexDirection="column" alignItems="stretch" gap="2">
        {/* Two short lines: side by side they wrap mid-price in a three-column grid. */}
        <Box fontSize="xs" color="fg.muted">
          <Text>{perMillionPrice(model.inputPricePerMillion, model.outputPricePerMillion) || formatPrice(model.pricing)}</Text>
          <Text>近30天调用 {formatCalls(model.monthlyCalls)}</Text>
        </Box>
        <HStack wrap="wrap">
          <CopyButton text={model.id} label="复制模型ID" ariaLabel={`复制模型ID：${model.name}`} />
          <Button asChild size="xs" variant="outline" flex="1">
            <Link href={modelDetailPath(model.id)} aria-label={`查看详情：${model.name}`} data-track={trackEvents.modelSquare.openModel} data-track-model={model.id}>
              查看详情
            </Link>
          </Button>
          {canTry && (
            <Button asChild size="xs" colorPalette="blue" flex="1">
              <Link href={playgroundPath(model.id)} aria-label={`立即体验：${model.name}`} data-track={trackEvents.modelSquare.tryModel} data-track-model={model.id}>
                立即体验
              </Link>
            </Button>
          )}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

export function ModelCardSkeleton() {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="model-card-skeleton">
      <Skeleton height="5" width="60%" mb="3" />
      <SkeletonText noOfLines={3} gap="2" />
      <Skeleton height="6" mt="4" />
    </Box>
  );
}
