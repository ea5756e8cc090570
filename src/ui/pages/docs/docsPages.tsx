import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';

const guides = ['快速开始', '认证与密钥', '模型与计费', '应用中心', '知识库', '意见反馈', '常见问题', 'API 参考'];

export function DocsCenterPage() {
  const [query, setQuery] = useState('');
  const shown = guides.filter((g) => g.includes(query.trim()));
  return (
    <PageFrame title="文档中心" description="平台使用指南与 API 参考。">
      <Field.Root maxW="md" mb="4">
        <Field.Label>搜索文档</Field.Label>
        <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="输入关键词" />
      </Field.Root>
      <Stack as="ul" gap="2" listStyleType="none" p="0">
        {shown.map((g) => (
          <Box as="li" key={g}>
            {g}
          </Box>
        ))}
      </Stack>
      {shown.length === 0 && <Text color="fg.muted">没有找到相关文档</Text>}
    </PageFrame>
  );
}
