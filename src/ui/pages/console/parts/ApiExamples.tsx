import { Box, HStack, Tabs } from '@chakra-ui/react';
import { gatewayBaseUrl } from '../../../../config';
import { apiExample, exampleLanguages } from '../../../../domain/modelExamples';
import { CodePre } from '../../../components/CodePre';
import { LabelledTabList } from '../../../components/LabelledTabList';
import { CopyButton } from './CopyButton';

/** curl / Python / JavaScript calls of the OpenAI-compatible endpoint, each with a copy button. */
export function ApiExamples({ model }: { model: string }) {
  return (
    <Tabs.Root defaultValue="curl" variant="line" size="sm">
      <LabelledTabList tabs={exampleLanguages} />
      {exampleLanguages.map((l) => {
        const code = apiExample(l.value, model, gatewayBaseUrl());
        return (
          <Tabs.Content key={l.value} value={l.value}>
            <Box position="relative">
              <HStack position="absolute" top="2" right="2">
                <CopyButton text={code} ariaLabel={`复制 ${l.label} 示例`} />
              </HStack>
              <CodePre p="4" pr="20" fontSize="sm" data-testid={`example-${l.value}`}>
                <code>{code}</code>
              </CodePre>
            </Box>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
