import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { paths } from '../../../routes/paths';

/** The not-found and no-permission page (SPEC section 2). */
export function NotFoundPage() {
  return (
    <Box textAlign="center" py="24" px="4" data-testid="not-found">
      <Heading as="h1" size="4xl" letterSpacing="widest" color="blue.fg">
        OOPS
      </Heading>
      <Text mt="4" mb="8" color="fg.muted">
        暂无权限，请联系管理员...
      </Text>
      <Button asChild colorPalette="blue">
        <Link href={paths.home()}>返回首页</Link>
      </Button>
    </Box>
  );
}

export { TestPage } from './TestPage';
