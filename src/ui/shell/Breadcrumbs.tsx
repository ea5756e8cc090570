import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { routeOf, type FlatRoute } from '../routes/resolve';

/** Where the page sits in the route table: each ancestor's title, linked where it leads somewhere. */
export function Breadcrumbs({ route }: { route: FlatRoute }) {
  if (route.ancestors.length === 0) return null;
  return (
    // Chakra names the landmark "breadcrumb" unless told otherwise.
    <Breadcrumb.Root size="sm" px={{ base: '4', md: '6' }} pt="4" aria-label="当前位置">
      <Breadcrumb.List>
        {route.ancestors.map((def) => (
          <Fragment key={routeOf(def).fullPath}>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="fg.muted">
                <Link href={routeOf(def).fullPath}>{def.title}</Link>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
          </Fragment>
        ))}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{route.def.title}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
