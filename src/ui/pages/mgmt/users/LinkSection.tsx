import { Badge, Button, CloseButton, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { indented, type Choice } from '../../../components/form/ChoiceList';
import { SelectFilter } from '../../../components/form/FilterFields';

interface LinkSectionProps {
  /** e.g. 角色: names the list, the picker and the buttons. */
  noun: string;
  items: Choice[];
  /** What may still be added. */
  options: Choice[];
  busy: boolean;
  onAdd: (id: string) => void;
  onRemove?: (id: string) => void;
}

/** What a user, group or role is linked to, each removable, and a picker to add one more. */
export function LinkSection({ noun, items, options, busy, onAdd, onRemove }: LinkSectionProps) {
  const [picked, setPicked] = useState('');
  const choice = options.some((o) => o.id === picked) ? picked : '';
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        已关联{noun}
      </Text>
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          暂无{noun}
        </Text>
      ) : (
        <Wrap gap="2" aria-label={`已关联${noun}`} role="list">
          {items.map((item) => (
            <Badge
              key={item.id}
              role="listitem"
              size="md"
              variant="subtle"
              colorPalette="blue"
              pr={onRemove ? '0' : undefined}
            >
              {item.label}
              {onRemove && (
                <CloseButton
                  size="2xs"
                  aria-label={`移除${noun} ${item.label}`}
                  disabled={busy}
                  onClick={() => onRemove(item.id)}
                />
              )}
            </Badge>
          ))}
        </Wrap>
      )}
      <HStack align="end" gap="2">
        <SelectFilter
          flex="1"
          label={`添加${noun}`}
          allLabel={options.length === 0 ? `没有可添加的${noun}` : `选择${noun}`}
          disabled={options.length === 0}
          value={choice}
          options={options.map((o) => ({ value: o.id, label: indented(o.label, o.depth) }))}
          onChange={setPicked}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={!choice}
          loading={busy}
          onClick={() => {
            onAdd(choice);
            setPicked('');
          }}
        >
          添加
        </Button>
      </HStack>
    </Stack>
  );
}
