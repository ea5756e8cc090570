import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';

const capabilities = [
  { title: '模型广场', text: '汇聚文本、视觉、语音与多模态大模型，统一 OpenAI 兼容接口。', href: '/console/model-square' },
  { title: '体验中心', text: '低空巡检、会议纪要、智能问答，开箱即用的行业场景。', href: '/console/experience-center' },
  { title: '应用中心', text: '从应用商店一键添加，或发布你自己的智能应用。', href: '/app-center' },
  { title: '文档中心', text: '从快速开始到 API 参考，十分钟完成首次调用。', href: '/docs-center' },
];

export function HomePage() {
  return (
    <Box>
      <Box bgGradient="to-br" gradientFrom="blue.700" gradientTo="purple.600" color="white" py={{ base: '16', md: '24' }}>
        <Container maxW="6xl">
          <Stack gap="5" maxW="2xl">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.2">
              大模型开放平台
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
              面向开发者与企业的一站式大模型服务：模型调用、场景体验、应用构建与企业级管理。
            </Text>
            <Stack direction="row" gap="3">
              <Button asChild size="lg" bg="white" color="blue.700" _hover={{ bg: 'whiteAlpha.900' }}>
                <Link href="/console/model-square">浏览模型</Link>
              </Button>
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                <Link href="/docs-center">阅读文档</Link>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py="14">
        <Heading as="h2" size="xl" mb="6">
          平台能力
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {capabilities.map((c) => (
            <Link key={c.title} href={c.href} style={{ textDecoration: 'none' }}>
              <Box bg="white" borderWidth="1px" borderRadius="xl" p="5" h="full" _hover={{ boxShadow: 'md', borderColor: 'blue.300' }}>
                <Heading as="h3" size="md" mb="2">
                  {c.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {c.text}
                </Text>
              </Box>
            </Link>
          ))}
        </SimpleGrid>
      </Container>
      <Box as="footer" borderTopWidth="1px" py="6" textAlign="center" fontSize="sm" color="fg.muted">
        <a href="/agreement.html">用户协议</a> · <a href="/privacy.html">隐私政策</a> ·{' '}
        <a href="/big_model_service_agreement.html">大模型服务协议</a>
      </Box>
    </Box>
  );
}
