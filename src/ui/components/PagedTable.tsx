import { Box, Button, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Pager } from './Pager';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  width?: string;
}

interface PagedTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** A table shown one page at a time: loading, failure with retry, empty text and a pager. */
export function PagedTable<T>({ label, columns, rows, rowKey, loading, error, onRetry, emptyText, page, pageSize, total, onPageChange }: PagedTableProps<T>) {
  return (
    <Box>
      <Box position="relative" overflowX="auto" aria-busy={loading}>
        <Table.Root size="sm" aria-label={label} variant="line">
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.header} width={c.width} whiteSpace="nowrap">
                  {c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Cell key={c.header}>{c.cell(row)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {loading && (
          <HStack justify="center" py="6">
            <Spinner size="sm" role="status" aria-label="加载中" />
          </HStack>
        )}
        {!loading && error && (
          <HStack justify="center" py="6" role="alert">
            <Text color="red.600" fontSize="sm">
              {error}
            </Text>
            <Button size="xs" variant="outline" onClick={onRetry}>
              重试
            </Button>
          </HStack>
        )}
        {!loading && !error && rows.length === 0 && (
          <Text textAlign="center" color="fg.muted" py="8" fontSize="sm">
            {emptyText}
          </Text>
        )}
      </Box>
      {total > pageSize && (
        <HStack justify="flex-end" mt="4">
          <Text fontSize="sm" color="fg.muted">
            共 {total} 条
          </Text>
          <Pager count={total} pageSize={pageSize} page={page} onPageChange={onPageChange} />
        </HStack>
      )}
    </Box>
  );
}
