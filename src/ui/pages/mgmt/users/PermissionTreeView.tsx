import { Badge, Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import type { PermissionNode } from '../../../../domain/types/permission.types';
import { nodeCode, sectionCount, type TreeIndex } from '../../../../domain/permissionTree';

interface TreeProps {
  label: string;
  tree: PermissionNode[];
  index: TreeIndex;
  selected: ReadonlySet<string>;
  /** Without it the tree is read-only (no edit code, or an effective-rights preview). */
  onToggle?: (code: string, checked: boolean) => void;
}

function NodeRow({ node, depth, props }: { node: PermissionNode; depth: number; props: TreeProps }) {
  const code = nodeCode(node);
  const checked = props.selected.has(code);
  const kids = node.children ?? [];
  const count = kids.length ? sectionCount(props.index, props.selected, code) : undefined;
  return (
    <Box as="li" listStyleType="none">
      <HStack gap="2" py="1" pl={`${depth * 20}px`} minH="8">
        <Checkbox.Root
          size="sm"
          checked={checked}
          readOnly={!props.onToggle}
          disabled={!props.onToggle}
          onCheckedChange={(e) => props.onToggle?.(code, e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight={depth === 0 ? 'semibold' : 'normal'}>{node.name}</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" display={{ base: 'none', md: 'block' }} truncate>
          {code}
        </Text>
        {count && count.chosen > 0 && (
          <Badge size="xs" variant="subtle" colorPalette="blue">
            {count.chosen}/{count.all}
          </Badge>
        )}
      </HStack>
      {kids.length > 0 && (
        <Box as="ul" m="0" p="0">
          {kids.map((child) => (
            <NodeRow key={nodeCode(child)} node={child} depth={depth + 1} props={props} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The permission tree with one checkbox per code; ties between codes live in the machine. */
export function PermissionTreeView(props: TreeProps) {
  return (
    <Stack as="ul" aria-label={props.label} gap="0" m="0" p="0">
      {props.tree.map((node) => (
        <NodeRow key={nodeCode(node)} node={node} depth={0} props={props} />
      ))}
    </Stack>
  );
}
