import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadCatalogue } from '../catalogue/load-catalogue.server.ts';
import { CatalogueHeading, CataloguePage } from '../components/catalogue-page/index.ts';
import { ProblemNotice } from '../components/problem-notice/index.ts';

// `/`: the task list for everyone, and the place sign-in lands on (spec §2). The sign-in modal
// opens over it from the header or `?auth=signup|login` (root layout).
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadCatalogue(request, context.clientAddress);
}

export default function TasksRoute() {
  return <CataloguePage result={useLoaderData<typeof loader>()} path="/" />;
}

export const meta: MetaFunction = () => [
  { title: 'My Tasks · Taskwell Studio' },
  { name: 'description', content: 'The AI tasks you can run in Taskwell, with the credits each run costs.' },
];

export function ErrorBoundary() {
  return (
    <>
      <CatalogueHeading />
      <ProblemNotice title="Your tasks could not be loaded" actionHref="/" actionLabel="Try again">
        Something went wrong while loading the task catalogue. Try again in a moment.
      </ProblemNotice>
    </>
  );
}
