import { Box, HStack, Tabs } from '@chakra-ui/react';
import { apiExample, exampleLanguages } from '../../../../machines/rules/modelExamples';
import { CopyButton } from './CopyButton';

/** curl / Python / JavaScript calls of the OpenAI-compatible endpoint, each with a copy button. */
export function ApiExamples({ model }: { model: string }) {
  return (
    <Tabs.Root defaultValue="curl" variant="line" size="sm">
      <Tabs.List>
        {exampleLanguages.map((l) => (
          <Tabs.Trigger key={l.value} value={l.value}>
            {l.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {exampleLanguages.map((l) => {
        const code = apiExample(l.value, model);
        return (
          <Tabs.Content key={l.value} value={l.value}>
            <Box position="relative">
              <HStack position="absolute" top="2" right="2">
                <CopyButton text={code} ariaLabel={`复制 ${l.label} 示例`} />
              </HStack>
              <Box as="pre" bg="gray.900" color="gray.100" p="4" pr="20" borderRadius="md" overflowX="auto" fontSize="sm" data-testid={`example-${l.value}`}>
                <code>{code}</code>
              </Box>
            </Box>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
