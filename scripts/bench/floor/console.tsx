// Bench floor: a console page as a Chakra app writes it, with the model square's content and none
// of its work. Header with the section links, a side menu, the page's title and description, a
// filter bar and nine model cards, from Chakra's components and default system, the data in the
// file: no session, no request, no router, no state machine. What the signed-in pages cost beyond
// this is the product (the session, the data, the permissions), not the page they paint.
import {
  Badge,
  Box,
  Button,
  Card,
  ChakraProvider,
  Flex,
  HStack,
  Heading,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  defaultSystem,
} from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';

const sections = ['首页', '开发者中心', '应用中心', '管理后台', '文档中心'];
const menu = [
  '模型广场',
  '体验中心',
  '模型对比',
  '我的模型',
  '密钥管理',
  '用量统计',
  '费用管理',
  '消费账单',
  '订单明细',
  '交易明细',
  '日账单',
  '代金券记录',
];
const filters = ['模型类型', '厂商', '能力', '上下文长度'];
const vendors = ['通义', '文心', '智谱', '讯飞', '混元', '豆包', '月之暗面', '百川', '零一'];
const models = vendors.map((vendor, i) => ({
  id: `model-${i + 1}`,
  name: `${vendor}大模型 ${i + 1}.0`,
  vendor,
  tags: ['文本生成', i % 2 ? '多模态' : '代码', `${(i + 1) * 8}K 上下文`],
  description: `${vendor}推出的通用大模型，适合对话、写作、摘要与知识问答，支持函数调用与长上下文，按调用量计费。`,
  price: `¥${(0.002 * (i + 1)).toFixed(3)} / 千 tokens`,
}));

function ModelCard({ model }: { model: (typeof models)[number] }) {
  return (
    <Card.Root size="sm" data-testid="model-card">
      <Card.Header>
        <Heading size="md">{model.name}</Heading>
        <Text color="fg.muted" textStyle="sm">
          {model.vendor}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <HStack wrap="wrap">
          {model.tags.map((tag) => (
            <Badge key={tag} colorPalette="blue">
              {tag}
            </Badge>
          ))}
        </HStack>
        <Text textStyle="sm" lineClamp={2}>
          {model.description}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {model.price}
        </Text>
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" colorPalette="blue">
          立即体验
        </Button>
        <Button size="sm" variant="outline">
          复制模型ID
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function ConsolePage() {
  return (
    <Flex direction="column" minH="100vh">
      <Flex as="header" h="14" px="5" align="center" gap="8" borderBottomWidth="1px">
        <Heading size="md">大模型开放平台</Heading>
        <HStack as="nav" gap="6">
          {sections.map((section) => (
            <Link key={section} href="#">
              {section}
            </Link>
          ))}
        </HStack>
        <Text ms="auto">中午好，管理员</Text>
      </Flex>
      <Flex flex="1">
        <Stack as="nav" w="56" p="3" gap="1" borderEndWidth="1px">
          {menu.map((item) => (
            <Link key={item} href="#" px="3" py="2" rounded="md">
              {item}
            </Link>
          ))}
        </Stack>
        <Box as="main" flex="1" p="6">
          <Heading size="xl">模型广场</Heading>
          <Text color="fg.muted" mt="1" mb="5">
            浏览平台提供的大模型，按类型、厂商、能力与上下文长度筛选，找到适合业务的模型。
          </Text>
          <HStack gap="3" mb="5" wrap="wrap">
            <Input placeholder="搜索模型名称" maxW="64" aria-label="搜索模型" />
            {filters.map((filter) => (
              <NativeSelect.Root key={filter} maxW="40">
                <NativeSelect.Field aria-label={filter}>
                  <option>{filter}：全部</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ))}
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {models.map((model) => (
              <ModelCard key={model.id} model={model} />
            ))}
          </SimpleGrid>
        </Box>
      </Flex>
    </Flex>
  );
}

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <ConsolePage />
  </ChakraProvider>,
);
