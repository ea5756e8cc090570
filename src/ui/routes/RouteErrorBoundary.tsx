import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error?: Error;
}

/** One per route: a page that throws leaves the header, menu and dialogs alive. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('route failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" textAlign="center" py="16">
        <Heading size="md">页面出错了</Heading>
        <Text color="fg.muted" my="3">
          服务异常，请稍后重试
        </Text>
        <Button onClick={() => this.setState({ error: undefined })}>重试</Button>
      </Box>
    );
  }
}
