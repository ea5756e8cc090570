import { Text } from '@chakra-ui/react';
import { PageFrame } from '../components/PageFrame';

/** A page whose screen is still being built: real route, title and layout, an honest notice. */
export function framed(title: string, description: string) {
  function FramedPage() {
    return (
      <PageFrame title={title} description={description}>
        <Text color="fg.muted">该功能正在建设中，敬请期待。</Text>
      </PageFrame>
    );
  }
  FramedPage.displayName = `Page(${title})`;
  return FramedPage;
}
