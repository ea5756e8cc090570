import { Box, Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';

export interface Choice {
  id: string;
  label: string;
  depth?: number;
}

export interface ChoiceListProps {
  legend: string;
  choices: Choice[];
  chosen: string[];
  onChange: (ids: string[]) => void;
  empty: string;
  /** Guidance under the choices while there is no message. */
  helper?: string;
  error?: string;
}

/** A tree's entry for a flat select: ideographic spaces, as an option cannot hold padding. */
export const indented = (label: string, depth = 0) => `${'\u3000'.repeat(depth)}${label}`;

/** A labelled set of checkboxes (roles, groups, models) for a form, with its message line. */
export function ChoiceList({ legend, choices, chosen, onChange, empty, helper, error }: ChoiceListProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      {choices.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack gap="1" maxH="160px" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
          {choices.map((c) => (
            <Box key={c.id} pl={`${(c.depth ?? 0) * 16}px`}>
              <Checkbox.Root
                size="sm"
                checked={chosen.includes(c.id)}
                onCheckedChange={(e) =>
                  onChange(e.checked === true ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{c.label}</Checkbox.Label>
              </Checkbox.Root>
            </Box>
          ))}
        </Stack>
      )}
      {error ? (
        <Fieldset.ErrorText role="alert" mt="0" color="red.fg">
          {error}
        </Fieldset.ErrorText>
      ) : (
        helper && <Fieldset.HelperText mt="0">{helper}</Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}
