import { SelectInput } from '../../../components/form/SelectField';

/** The model picker inside a labelled field; a chosen model the list lacks (not loaded, unknown) stays chosen. */
export function ModelSelect({
  value,
  models,
  onChange,
  disabled,
}: {
  value: string;
  models: readonly { id: string; name: string }[];
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const known = models.some((m) => m.id === value);
  const options = models.map((m) => ({ value: m.id, label: m.name }));
  return (
    <SelectInput
      size="sm"
      disabled={disabled}
      value={value}
      options={known ? options : [{ value, label: value || '请选择模型' }, ...options]}
      onValueChange={onChange}
    />
  );
}
