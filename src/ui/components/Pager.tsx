import { ButtonGroup, IconButton, Pagination, type PaginationRootProps } from '@chakra-ui/react';

/** What screen readers hear for the pager's parts (Chakra's defaults are English: "page 2", "next page"). */
export const pagerTranslations: PaginationRootProps['translations'] = {
  rootLabel: '分页',
  prevTriggerLabel: '上一页',
  nextTriggerLabel: '下一页',
  firstTriggerLabel: '第一页',
  lastTriggerLabel: '最后一页',
  itemLabel: ({ page, totalPages }) => (page === totalPages ? `第${page}页，最后一页` : `第${page}页`),
};

/** Page buttons for a paged list (1-based `page`); every paged screen uses the same controls. */
export function Pager({
  count,
  pageSize,
  page,
  onPageChange,
}: {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pagination.Root
      count={count}
      pageSize={pageSize}
      page={page}
      onPageChange={(e) => onPageChange(e.page)}
      translations={pagerTranslations}
    >
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton>‹</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(p) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{p.value}</IconButton>}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>›</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
