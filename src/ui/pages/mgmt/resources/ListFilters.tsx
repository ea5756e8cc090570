import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';

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
    for (const [key, value] of Object.entries(nextValues)) if (value) query[key] = /^\d+$/.test(value) ? Number(value) : value;
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
          <Field.Root key={s.key} w={{ base: '47%', sm: '150px' }}>
            <Field.Label>{s.label}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={values[s.key] ?? ''}
                onChange={(e) => {
                  const next = { ...values, [s.key]: e.target.value };
                  setValues(next);
                  apply(next);
                }}
              >
                <option value="">全部</option>
                {Object.entries(s.options).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
        <Field.Root w={{ base: 'full', sm: '240px' }}>
          <Field.Label>{keywordLabel}</Field.Label>
          <Input size="sm" value={keyword} placeholder={keywordPlaceholder} onChange={(e) => setKeyword(e.target.value)} />
        </Field.Root>
        <Button size="sm" variant="outline" type="submit">
          搜索
        </Button>
      </HStack>
    </form>
  );
}
