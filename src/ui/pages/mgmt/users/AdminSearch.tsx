import { Button, HStack } from '@chakra-ui/react';
import { KeywordSearch } from '../../../components/form/FilterFields';

/** The keyword search above an admin list; the keyword stays in the box after searching. */
export function AdminSearch({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
}) {
  return (
    <KeywordSearch w={{ base: 'full', sm: '240px' }} label={label} placeholder={placeholder} onSearch={onSearch} />
  );
}

/** What the head of a tab sends to the tab's admin machine (users, groups and roles alike). */
interface TabAdmin {
  send(event: { type: 'LIST.QUERY'; query: { keyword: string } } | { type: 'ADMIN.NEW' }): void;
}

/** The head of an admin tab: its search and, for those who may edit, its 新建 button. */
export function AdminTabHead({
  admin,
  canEdit,
  label,
  placeholder,
  newText,
}: {
  admin: TabAdmin;
  canEdit: boolean;
  label: string;
  placeholder: string;
  newText: string;
}) {
  return (
    <HStack justify="space-between" align="end" wrap="wrap" gap="3">
      <AdminSearch
        label={label}
        placeholder={placeholder}
        onSearch={(keyword) => admin.send({ type: 'LIST.QUERY', query: { keyword } })}
      />
      {canEdit && (
        <Button colorPalette="blue" size="sm" onClick={() => admin.send({ type: 'ADMIN.NEW' })}>
          {newText}
        </Button>
      )}
    </HStack>
  );
}
