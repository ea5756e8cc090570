// Bench floor: the signed-in model square as a Chakra app writes it, with what the page paints for
// the bench's visitor and none of its work. The header (logo, five sections, search with its
// shortcut, theme switch, avatar with an unread badge, greeting), the side menu with its collapse
// button, the breadcrumb, title and description, the nine labelled filters with every option, the
// count, nine model cards with every line and button the page's cards have, and the floating
// toolbar's button, from Chakra's components and default system, the data in the file: no session,
// no request, no router, no state machine. What the signed-in pages cost beyond this is the
// product (the session, the data, the permissions), not the page they paint. When the model
// square's first screen gains or loses content, this page follows it (docs/performance.md).
import {
  Avatar,
  Badge,
  Box,
  Breadcrumb,
  Button,
  Card,
  ChakraProvider,
  Field,
  Flex,
  Float,
  HStack,
  Heading,
  IconButton,
  Input,
  Kbd,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  defaultSystem,
} from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
// The catalogue's own option lists (data only): the floor's filters follow the page's.
import {
  capabilityTags,
  contextBuckets,
  licenses,
  modelTypes,
  providers,
  sortOrders,
} from '../../../src/domain/modelCatalog';
import { capabilities, marketSorts, priceCaps } from '../../../src/domain/modelMarket';

const sections = ['首页', '开发者中心', '应用中心', '管理后台', '文档中心'];
const menu = ['模型广场', '体验中心'];
const filters: Array<[string, string[]]> = [
  ['模型类型', ['全部类型', ...modelTypes.map((t) => t.label)]],
  ['厂商', ['全部厂商', ...providers]],
  ['能力标签', ['全部能力', ...capabilityTags]],
  ['上下文长度', ['不限', ...contextBuckets.map((c) => c.label)]],
  ['授权', ['开源与商用', ...licenses.map((l) => l.label)]],
  ['模型能力', ['全部能力', ...capabilities.map((c) => c.label)]],
  ['输入价格', ['不限价格', ...priceCaps.map((p) => p.label)]],
  ['排序', [...sortOrders, ...marketSorts].map((o) => o.label)],
];
const models = [
  {
    name: '通义千问 72B 对话版',
    license: '开源',
    vendor: '阿里云',
    type: '文本生成',
    context: '32K 上下文',
    description: '面向中文场景深度优化的通用对话模型，支持 32K 上下文与工具调用。',
    tags: ['对话', '长文本', '中文优化', '工具调用'],
    abilities: '能力：对话、工具调用',
    price: '输入 ¥4 · 输出 ¥12 / 百万tokens',
    calls: '近30天调用 1.3亿',
  },
  {
    name: 'DeepSeek-V3',
    license: '开源',
    vendor: '深度求索',
    type: '文本生成',
    context: '64K 上下文',
    description: '混合专家架构的开源大模型，代码与数学能力领先，推理成本低。',
    tags: ['对话', '代码生成', '数学推理', '长文本'],
    abilities: '能力：对话、JSON 输出、深度推理、代码',
    price: '输入 ¥2 · 输出 ¥8 / 百万tokens',
    calls: '近30天调用 1.2亿',
  },
  {
    name: 'DeepSeek-R1 推理模型',
    license: '开源',
    vendor: '深度求索',
    type: '文本生成',
    context: '64K 上下文',
    description: '经强化学习训练的推理模型，先思考再作答，擅长数学、逻辑与编程难题。',
    tags: ['数学推理', '代码生成', '长文本'],
    abilities: '能力：对话、深度推理、代码',
    price: '输入 ¥4 · 输出 ¥16 / 百万tokens',
    calls: '近30天调用 1.0亿',
  },
  {
    name: '通义千问 Max',
    license: '商用',
    vendor: '阿里云',
    type: '文本生成',
    context: '128K 上下文',
    description: '通义千问系列能力最强的商用模型，适合复杂推理与多步骤任务。',
    tags: ['对话', '长文本', '数学推理', '代码生成', '工具调用'],
    abilities: '能力：对话、工具调用、JSON 输出、深度推理、代码、长上下文',
    price: '输入 ¥20 · 输出 ¥60 / 百万tokens',
    calls: '近30天调用 9840万',
  },
  {
    name: '天空 Omni Pro 多模态',
    license: '商用',
    vendor: '平台自研',
    type: '多模态',
    context: '128K 上下文',
    description: '融合视频、图像与文本的多模态模型，为低空巡检与目标搜索而训练。',
    tags: ['视频理解', '图文理解', '低空飞行', '工具调用'],
    abilities: '能力：对话、图像理解、工具调用、长上下文',
    price: '输入 ¥20 · 输出 ¥60 / 百万tokens',
    calls: '近30天调用 8650万',
  },
  {
    name: '文心大模型 4.0 Turbo',
    license: '商用',
    vendor: '百度',
    type: '文本生成',
    context: '128K 上下文',
    description: '百度文心旗舰模型的高速版本，中文理解与生成能力强，响应更快。',
    tags: ['对话', '中文优化', '工具调用'],
    abilities: '能力：对话、工具调用、长上下文',
    price: '输入 ¥20 · 输出 ¥60 / 百万tokens',
    calls: '近30天调用 7620万',
  },
  {
    name: '文心 Speed',
    license: '商用',
    vendor: '百度',
    type: '文本生成',
    context: '8K 上下文',
    description: '高性价比的通用对话模型，适合对时延和成本敏感的业务。',
    tags: ['对话', '中文优化'],
    abilities: '能力：对话',
    price: '该模型将于 2026-12-31 下线，请尽快迁移到推荐的替代模型（替代模型：ernie-4.0-turbo）',
    calls: '输入 ¥0 · 输出 ¥0 / 百万tokens',
  },
  {
    name: 'GLM-4',
    license: '商用',
    vendor: '智谱AI',
    type: '文本生成',
    context: '128K 上下文',
    description: '智谱新一代基座模型，支持长上下文、函数调用与联网检索。',
    tags: ['对话', '长文本', '工具调用', '代码生成'],
    abilities: '能力：对话、工具调用、代码、长上下文',
    price: '输入 ¥5 · 输出 ¥10 / 百万tokens',
    calls: '近30天调用 5890万',
  },
  {
    name: '天空 Lite 轻量对话',
    license: '开源',
    vendor: '平台自研',
    type: '文本生成',
    context: '32K 上下文',
    description: '面向端侧与边缘设备的轻量对话模型，7B 参数，低延迟、低成本。',
    tags: ['对话', '中文优化'],
    abilities: '能力：对话',
    price: '输入 ¥0.8 · 输出 ¥2 / 百万tokens',
    calls: '近30天调用 4230万',
  },
];

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d={path} />
  </svg>
);

function ModelCard({ model }: { model: (typeof models)[number] }) {
  return (
    <Card.Root size="sm" data-testid="model-card">
      <Card.Header gap="1">
        <HStack justify="space-between" align="start">
          <Heading size="md">{model.name}</Heading>
          <Badge colorPalette={model.license === '开源' ? 'green' : 'gray'}>{model.license}</Badge>
        </HStack>
        <HStack textStyle="sm" color="fg.muted" gap="2">
          <Text>{model.vendor}</Text>
          <Text>·</Text>
          <Badge colorPalette="blue">{model.type}</Badge>
          <Text>·</Text>
          <Text>{model.context}</Text>
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        <Text lineClamp={2}>{model.description}</Text>
        <HStack wrap="wrap" gap="1">
          {model.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {model.abilities}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {model.price}
          <br />
          {model.calls}
        </Text>
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" variant="outline">
          复制模型ID
        </Button>
        <Button size="sm" variant="outline" flex="1">
          查看详情
        </Button>
        <Button size="sm" colorPalette="blue" flex="1">
          立即体验
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function Filters() {
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Flex wrap="wrap" gap="3" align="end">
          <Field.Root w={{ base: 'full', md: '80' }}>
            <Field.Label>关键词</Field.Label>
            <HStack w="full">
              <Input placeholder="模型名称、厂商或能力" />
              <Button colorPalette="blue">搜索</Button>
            </HStack>
          </Field.Root>
          {filters.map(([label, options]) => (
            <Field.Root key={label} w={{ base: 'calc(50% - 0.375rem)', md: '36' }}>
              <Field.Label>{label}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field>
                  {options.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ))}
        </Flex>
        <Text color="fg.muted">共 23 个模型</Text>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {models.map((model) => (
            <ModelCard key={model.name} model={model} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function ConsolePage() {
  return (
    <Flex direction="column" minH="100vh">
      <Flex as="header" h="14" px="5" align="center" gap="8" borderBottomWidth="1px">
        <IconButton aria-label="打开菜单" variant="ghost" hideFrom="md">
          {icon('M4 6h16M4 12h16M4 18h16')}
        </IconButton>
        <HStack>
          <Box boxSize="7" rounded="md" bgGradient="to-br" gradientFrom="blue.500" gradientTo="purple.500" />
          <Heading size="md" hideBelow="md">
            大模型开放平台
          </Heading>
        </HStack>
        <HStack as="nav" gap="6" hideBelow="md">
          {sections.map((section) => (
            <Link key={section} href="#">
              {section}
            </Link>
          ))}
        </HStack>
        <HStack ms="auto" gap="3">
          <IconButton aria-label="搜索" variant="ghost">
            {icon('M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.3-4.3')}
          </IconButton>
          <Kbd hideBelow="md">Ctrl K</Kbd>
          <IconButton aria-label="切换深色模式" variant="ghost">
            {icon('M12 4V2M12 22v-2M4 12H2M22 12h-2M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z')}
          </IconButton>
          <Box position="relative">
            <Avatar.Root size="sm" colorPalette="blue">
              <Avatar.Fallback>管</Avatar.Fallback>
            </Avatar.Root>
            <Float>
              <Badge rounded="full" colorPalette="red" variant="solid">
                1
              </Badge>
            </Float>
          </Box>
          <Text hideBelow="md">晚上好，管理员</Text>
        </HStack>
      </Flex>
      <Flex flex="1">
        <Stack as="nav" w="56" p="3" gap="1" borderEndWidth="1px" hideBelow="md">
          <IconButton aria-label="收起菜单" size="xs" variant="outline" alignSelf="end">
            «
          </IconButton>
          {menu.map((item, i) => (
            <Link key={item} href="#" px="3" py="2" rounded="md" bg={i ? undefined : 'blue.100'}>
              {item}
            </Link>
          ))}
        </Stack>
        <Box as="main" flex="1" p="6">
          <Breadcrumb.Root mb="4">
            <Breadcrumb.List>
              <Breadcrumb.Item>
                <Breadcrumb.Link href="#">开发者中心</Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>模型广场</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <Heading size="xl">模型广场</Heading>
          <Text color="fg.muted" mt="1" mb="5">
            浏览平台提供的大模型，按类型、厂商、能力与上下文长度筛选，找到适合业务的模型。
          </Text>
          <Filters />
        </Box>
      </Flex>
      <IconButton aria-label="展开工具栏" position="fixed" bottom="4" right="4" rounded="full" variant="outline">
        {icon('M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z')}
      </IconButton>
    </Flex>
  );
}

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <ConsolePage />
  </ChakraProvider>,
);
