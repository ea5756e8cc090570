import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageFrame } from '../../components/PageFrame';

/** The not-found and no-permission page (SPEC section 2). */
export function NotFoundPage() {
  return (
    <Box textAlign="center" py="24" px="4" data-testid="not-found">
      <Heading as="h1" size="4xl" letterSpacing="widest" color="blue.600">
        OOPS
      </Heading>
      <Text mt="4" mb="8" color="fg.muted">
        暂无权限，请联系管理员...
      </Text>
      <Button asChild colorPalette="blue">
        <Link href="/home">返回首页</Link>
      </Button>
    </Box>
  );
}

export function TestPage() {
  return (
    <PageFrame title="测试" description="此页面跳过所有权限检查，供演示与测试使用。">
      <Text color="fg.muted">演示控制台将在此处提供账号切换、数据重置与故障开关。</Text>
    </PageFrame>
  );
}
