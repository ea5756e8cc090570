import { KeywordSearch } from '../../../components/form/FilterFields';

/** The keyword search above an admin list; the keyword stays in the box after searching. */
export function AdminSearch({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (keyword: string) => void }) {
  return <KeywordSearch w={{ base: 'full', sm: '240px' }} label={label} placeholder={placeholder} onSearch={onSearch} />;
}
