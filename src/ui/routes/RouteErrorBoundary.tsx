import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CHUNK_ERROR_EVENT, FAILURE_NOTICE, UPDATE_NOTICE, isChunkLoadError } from '../../machines/chunkReload';
import { useSystemActor } from '../hooks/appActor';

interface State {
  error?: Error;
}

/** A page whose code would not load: the chunkReload flow says whether a reload is coming. */
function ChunkFailure() {
  const chunkReload = useSystemActor('chunkReload');
  const status = useSelector(chunkReload, (s) =>
    s.hasTag('updating') ? 'updating' : s.hasTag('failed') ? 'failed' : 'checking',
  );
  const text = { updating: UPDATE_NOTICE, failed: FAILURE_NOTICE, checking: '页面加载失败，正在检查版本…' }[status];
  return (
    <Box role="alert" textAlign="center" py="16">
      <Heading size="md">{status === 'failed' ? '页面加载失败' : '正在更新'}</Heading>
      <Text color="fg.muted" my="3">
        {text}
      </Text>
    </Box>
  );
}

/** One per route: a page that throws leaves the header, menu and dialogs alive. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A lazy page's chunk failed (usually a new deployment): the chunkReload flow takes over.
    if (isChunkLoadError(error)) window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
    else console.warn('route failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <ChunkFailure />;
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
