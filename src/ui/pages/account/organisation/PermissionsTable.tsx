import { Table, Text } from '@chakra-ui/react';
import { ORG_ABILITY_NAMES, ORG_ROLE_NAMES, can, orgRoles, type OrgAbility } from '../../../../domain/organisation';

const abilities = Object.keys(ORG_ABILITY_NAMES) as OrgAbility[];

/** What each role may do, read from the same rules the server enforces. */
export function PermissionsTable() {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="角色权限">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>操作</Table.ColumnHeader>
            {orgRoles.map((role) => (
              <Table.ColumnHeader key={role} textAlign="center">
                {ORG_ROLE_NAMES[role]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {abilities.map((ability) => (
            <Table.Row key={ability}>
              <Table.Cell>{ORG_ABILITY_NAMES[ability]}</Table.Cell>
              {orgRoles.map((role) => (
                <Table.Cell key={role} textAlign="center">
                  {can(role, ability) ? (
                    <Text as="span" color="green.fg" aria-label="允许">
                      ✓
                    </Text>
                  ) : (
                    <Text as="span" color="fg.subtle" aria-label="不允许">
                      —
                    </Text>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
