import { HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { KeywordInput, SearchButton } from '../../../components/form/FilterFields';

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
        <KeywordInput w={{ base: 'full', sm: '240px' }} label={label} value={keyword} placeholder={placeholder} onChange={setKeyword} />
        <SearchButton />
      </HStack>
    </form>
  );
}
