// Bench page: the app's own ListView and list machine (infinite mode) over 10,000 items, in a
// scrolling box like the messages drawer. Pages come from memory, so only rendering is measured.
import { Box, ChakraProvider, Text, defaultSystem } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { createRoot } from 'react-dom/client';
import { fromPromise } from 'xstate';
import { createListMachine } from '../../../src/machines/listMachine';
import { ListView } from '../../../src/ui/components/ListView';

interface Item {
  id: number;
  content: string;
  createTime: string;
}
const TOTAL = 10_000;
const PAGE_SIZE = 100;

const list = createListMachine<Item, null>().provide({
  actors: {
    loadPage: fromPromise(({ input }) => {
      const start = (input.pageNum - 1) * input.pageSize;
      const records = Array.from({ length: Math.max(0, Math.min(input.pageSize, TOTAL - start)) }, (_, i) => ({
        id: start + i + 1,
        content: `系统通知 第${start + i + 1}条：您的模型调用额度已更新，请前往账户中心查看详情。`,
        createTime: new Date(Date.UTC(2025, 0, 1) + (start + i) * 60_000).toISOString().replace('T', ' ').slice(0, 19),
      }));
      return Promise.resolve({
        records,
        total: TOTAL,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        pages: Math.ceil(TOTAL / input.pageSize),
      });
    }),
  },
});

function Bench() {
  const actor = useActorRef(list, { input: { query: null, mode: 'infinite', pageSize: PAGE_SIZE } });
  return (
    <Box id="scroller" h="600px" w="480px" overflowY="auto" borderWidth="1px">
      <ListView
        actor={actor}
        label="消息"
        emptyText="暂无消息"
        renderItem={(item) => (
          <Box key={item.id} role="listitem" py="3" px="4" borderBottomWidth="1px">
            <Text fontSize="sm">{item.content}</Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {item.createTime}
            </Text>
          </Box>
        )}
      />
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <Bench />
  </ChakraProvider>,
);
