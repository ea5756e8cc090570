import { Box, Button } from '@chakra-ui/react';
import { isValidElement, type ReactNode } from 'react';
import { notify } from '../../../../machines/notify';
import { CodePre } from '../../../components/CodePre';

/** The text inside a fenced block: markdown-to-jsx renders it as <pre><code>text</code></pre>. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

function copy(text: string) {
  if (!navigator.clipboard) return notify('复制失败，请手动选择复制', 'error');
  navigator.clipboard.writeText(text).then(
    () => notify('已复制到剪贴板', 'success'),
    () => notify('复制失败，请手动选择复制', 'error'),
  );
}

/** A code block with a copy button, for the docs' examples. */
export function CodeBlock({ children }: { children?: ReactNode }) {
  return (
    <Box position="relative" my="3" className="group">
      <CodePre p="3" pr="16" fontSize="sm">
        {children}
      </CodePre>
      <Button
        size="xs"
        variant="subtle"
        position="absolute"
        top="2"
        right="2"
        aria-label="复制代码"
        onClick={() => copy(textOf(children).replace(/\n$/, ''))}
      >
        复制
      </Button>
    </Box>
  );
}
