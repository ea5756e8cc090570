import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';

/** The keyword search above an admin list; the keyword stays in the box after searching. */
export function AdminSearch({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(keyword);
      }}
    >
      <HStack gap="2" align="end">
        <Field.Root w={{ base: 'full', sm: '240px' }}>
          <Field.Label>{label}</Field.Label>
          <Input size="sm" value={keyword} placeholder={placeholder} onChange={(e) => setKeyword(e.target.value)} />
        </Field.Root>
        <Button size="sm" variant="outline" type="submit">
          搜索
        </Button>
      </HStack>
    </form>
  );
}
