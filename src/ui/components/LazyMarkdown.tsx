import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentProps } from 'react';

// The Markdown parser is the biggest single library of the console: its pages that show no
// answer yet (the model square) should not wait for it.
const Markdown = lazy(() => import('./Markdown').then((m) => ({ default: m.Markdown })));

/**
 * Markdown (same props and the same safety) whose parser loads with the first text it shows;
 * until then the source shows as plain text: never as HTML.
 */
export function LazyMarkdown(props: ComponentProps<typeof Markdown>) {
  return (
    <Suspense fallback={<Box whiteSpace="pre-wrap">{props.children}</Box>}>
      <Markdown {...props} />
    </Suspense>
  );
}
