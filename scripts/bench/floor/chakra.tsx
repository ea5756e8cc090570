// Bench floor: a bare page with the Chakra provider (the app's design system), nothing else.
import { Button, ChakraProvider, Heading, defaultSystem } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <Heading>大模型开放平台</Heading>
    <Button>开始体验</Button>
  </ChakraProvider>,
);
