import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * On a phone, table cells keep to one line and the table scrolls sideways (PagedTable already
 * scrolls); wrapping every cell into a narrow column made rows unreadable. Wider screens wrap.
 */
export function TableFit({ children }: { children: ReactNode }) {
  return <Box css={{ '@media screen and (max-width: 47.99em)': { '& td, & th': { whiteSpace: 'nowrap' } } }}>{children}</Box>;
}
