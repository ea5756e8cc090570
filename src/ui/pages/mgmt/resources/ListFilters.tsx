import { HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { KeywordInput, SearchButton, SelectFilter } from '../../../components/form/FilterFields';

export interface SelectSpec {
  key: string;
  label: string;
  options: Record<string | number, string>;
}

type Query = Record<string, string | number | undefined>;

/**
 * Selects (applied at once) and a keyword (applied on 搜索); empty values are left out of the
 * query, and numeric option keys are sent as numbers.
 */
export function ListFilters({
  selects,
  keywordLabel,
  keywordPlaceholder,
  onApply,
}: {
  selects: SelectSpec[];
  keywordLabel: string;
  keywordPlaceholder: string;
  onApply: (query: Query) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [keyword, setKeyword] = useState('');
  const apply = (nextValues = values) => {
    const query: Query = {};
    for (const [key, value] of Object.entries(nextValues))
      if (value) query[key] = /^\d+$/.test(value) ? Number(value) : value;
    if (keyword.trim()) query.keyword = keyword.trim();
    onApply(query);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <HStack gap="3" align="end" wrap="wrap" mb="4">
        {selects.map((s) => (
          <SelectFilter
            key={s.key}
            w={{ base: '47%', sm: '150px' }}
            label={s.label}
            value={values[s.key]}
            options={Object.entries(s.options).map(([value, label]) => ({ value, label }))}
            onChange={(value) => {
              const next = { ...values, [s.key]: value };
              setValues(next);
              apply(next);
            }}
          />
        ))}
        <KeywordInput
          w={{ base: 'full', sm: '240px' }}
          label={keywordLabel}
          value={keyword}
          placeholder={keywordPlaceholder}
          onChange={setKeyword}
        />
        <SearchButton />
      </HStack>
    </form>
  );
}
