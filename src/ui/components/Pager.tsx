import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';

/** Page buttons for a paged list (1-based `page`); every paged screen uses the same controls. */
export function Pager({ count, pageSize, page, onPageChange }: { count: number; pageSize: number; page: number; onPageChange: (page: number) => void }) {
  return (
    <Pagination.Root count={count} pageSize={pageSize} page={page} onPageChange={(e) => onPageChange(e.page)}>
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="上一页">‹</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items render={(p) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{p.value}</IconButton>} />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="下一页">›</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
