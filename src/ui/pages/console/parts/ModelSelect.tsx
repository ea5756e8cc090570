import { NativeSelect } from '@chakra-ui/react';

/** The model picker inside a labelled field; a chosen model the list lacks (not loaded, unknown) stays chosen. */
export function ModelSelect({ value, models, onChange, disabled }: { value: string; models: readonly { id: string; name: string }[]; onChange: (id: string) => void; disabled?: boolean }) {
  const known = models.some((m) => m.id === value);
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {!known && <option value={value}>{value || '请选择模型'}</option>}
        {models.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
