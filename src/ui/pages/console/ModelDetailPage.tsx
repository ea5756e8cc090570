import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stat,
  Table,
  Text,
  VStack,
  Wrap,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { ModelDetailListing } from '../../../domain/types/modelMarket.types';
import { modelDetailMachine } from '../../../machines/modelSquareDetail';
import { modelTypeLabel } from '../../../domain/modelCatalog';
import { playgroundPath, tryModelPath } from '../../../routes/paths';
import { perMillionPrice } from '../../../domain/modelMarket';
import { formatContext, formatPrice } from '../../format';
import { PageFrame } from '../../components/PageFrame';
import { ApiExamples } from './parts/ApiExamples';
import { CopyButton } from './parts/CopyButton';
import { DeprecationNotice } from './parts/DeprecationNotice';
import { PriceHistory } from './parts/PriceHistory';
import { useCanTry } from './parts/useCanTry';
import { paths } from '../../../routes/paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} mt="8">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function DetailBody({ model }: { model: ModelDetailListing }) {
  const canTry = useCanTry();
  const limits = [
    { label: '上下文窗口', value: `${formatContext(model.contextLength)} tokens` },
    { label: '最大输出', value: model.limits.maxOutputTokens ? `${model.limits.maxOutputTokens} tokens` : '—' },
    { label: '每分钟请求数（RPM）', value: String(model.limits.rpm) },
    { label: '每分钟 tokens（TPM）', value: model.limits.tpm.toLocaleString('zh-CN') },
  ];
  return (
    <>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Box>
          <Heading as="h2" size="xl">
            {model.name}
          </Heading>
          <HStack mt="2" gap="2" wrap="wrap">
            <Badge colorPalette="blue">{modelTypeLabel(model.modelType)}</Badge>
            <Badge colorPalette={model.openSource ? 'green' : 'gray'}>{model.openSource ? '开源' : '商用'}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {model.provider} · 模型标识 <code>{model.id}</code> · 最新版本 {model.latestVersion}（{model.updatedAt}）
            </Text>
            <CopyButton text={model.id} label="复制模型ID" ariaLabel={`复制模型ID：${model.name}`} />
          </HStack>
          {perMillionPrice(model.inputPricePerMillion, model.outputPricePerMillion) && (
            <Text mt="2" fontSize="sm">
              {perMillionPrice(model.inputPricePerMillion, model.outputPricePerMillion)}
            </Text>
          )}
          <DeprecationNotice model={model} />
          <Text mt="3" color="fg.muted" maxW="780px">
            {model.description}
          </Text>
        </Box>
        {canTry && (
          <HStack gap="2" wrap="wrap">
            <Button asChild colorPalette="blue">
              <Link href={playgroundPath(model.id)} aria-label={`立即体验：${model.name}`}>
                立即体验
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={tryModelPath(model.id)}>在体验中心试用</Link>
            </Button>
          </HStack>
        )}
      </HStack>

      <Section title="模型概览">
        <Text lineHeight="tall">{model.overview}</Text>
        <Wrap gap="1" mt="3">
          {model.tags.map((t) => (
            <Badge key={t} variant="outline">
              {t}
            </Badge>
          ))}
        </Wrap>
      </Section>

      <Section title="核心能力">
        <List.Root ps="5" gap="1">
          {model.capabilities.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List.Root>
      </Section>

      <Section title="上下文与调用限制">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {limits.map((l) => (
            <Stat.Root key={l.label} borderWidth="1px" borderRadius="md" p="3">
              <Stat.Label>{l.label}</Stat.Label>
              <Stat.ValueText fontSize="lg">{l.value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="价格">
        <Text>{formatPrice(model.pricing)}</Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          按实际用量后付费，可使用代金券抵扣；私有化部署请联系商务。
        </Text>
        {model.pricing.unit === '千tokens' && <PriceHistory modelId={model.id} />}
      </Section>

      <Section title="版本历史">
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>版本</Table.ColumnHeader>
              <Table.ColumnHeader>发布日期</Table.ColumnHeader>
              <Table.ColumnHeader>更新说明</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {model.versions.map((v) => (
              <Table.Row key={v.version}>
                <Table.Cell>{v.version}</Table.Cell>
                <Table.Cell>{v.releaseDate}</Table.Cell>
                <Table.Cell>{v.notes}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>

      <Section title="API 调用示例">
        <Text fontSize="sm" color="fg.muted" mb="2">
          接口兼容 OpenAI 协议。将 YOUR_API_KEY 替换为“开发管理 → 密钥管理”中创建的密钥。
        </Text>
        <ApiExamples model={model.id} />
      </Section>
    </>
  );
}

export function ModelDetailPage() {
  const search = useSearch();
  const id = useMemo(() => new URLSearchParams(search).get('id') ?? '', [search]);
  const detail = useActorRef(modelDetailMachine, { input: { id } });
  // Another model opened from the same page (history navigation): load it.
  useEffect(() => {
    if (detail.getSnapshot().context.id !== id) detail.send({ type: 'DETAIL.LOAD', id });
  }, [detail, id]);
  const loading = useSelector(detail, (s) => s.matches('loading') || s.matches('checking'));
  const model = useSelector(detail, (s) => (s.matches('ready') ? s.context.model : undefined));
  const notFound = useSelector(detail, (s) => s.matches('notFound'));
  const failed = useSelector(detail, (s) => s.matches('failed'));
  const error = useSelector(detail, (s) => s.context.error);

  return (
    <PageFrame title="模型详情" description="模型概览、能力、上下文窗口、价格、版本历史与调用示例。">
      <Button asChild variant="ghost" size="sm" mb="3">
        <Link href={paths.modelSquare()}>‹ 返回模型广场</Link>
      </Button>
      {loading && (
        <Box aria-busy="true">
          <Skeleton height="8" width="40%" mb="4" />
          <SkeletonText noOfLines={6} gap="3" />
        </Box>
      )}
      {(notFound || failed) && (
        <VStack py="12" gap="3" role="alert">
          <Text color={failed ? 'red.fg' : 'fg.muted'}>{error}</Text>
          {failed && (
            <Button size="sm" onClick={() => detail.send({ type: 'DETAIL.RETRY' })}>
              重试
            </Button>
          )}
        </VStack>
      )}
      {model && <DetailBody model={model} />}
    </PageFrame>
  );
}
