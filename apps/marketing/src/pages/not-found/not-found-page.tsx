import { LinkButton } from '@taskwell/ui/link-button';
import { Text, Title } from '@taskwell/ui/typography';

/** The page for addresses the site does not have (served as 404.html). */
export function NotFoundPage() {
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start', paddingBlock: '2rem' }}>
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <LinkButton href="/">Go to the home page</LinkButton>
    </div>
  );
}
