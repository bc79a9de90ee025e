import { data, type MetaFunction } from '@remix-run/node';
import { ProblemNotice } from '../../components/problem-notice/index.ts';

// Every address no other route serves. A route of its own (rather than Remix's no-match) so that
// the root loader runs and the 404 page keeps the header and navigation of the viewer.
export function loader() {
  throw data({ message: 'There is no page at this address.' }, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

export const meta: MetaFunction = () => [{ title: 'Page not found · Taskwell Studio' }];

export function ErrorBoundary() {
  return (
    <ProblemNotice title="Page not found" headingLevel={1} actionHref="/" actionLabel="Go to My Tasks">
      There is no page at this address. It may have moved, or the link may be mistyped.
    </ProblemNotice>
  );
}
