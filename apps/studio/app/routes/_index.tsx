import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { shouldRevalidateCatalogue } from '../catalogue/catalogue-revalidation.ts';
import { loadCatalogue } from '../catalogue/load-catalogue.server.ts';
import { CatalogueFailed, CatalogueHeading, CataloguePage } from '../components/catalogue-page/index.ts';
import { openRequest } from '../session/signed-in.server.ts';

// `/`: the catalogue for everyone (spec §2), and the place sign-in lands on. A visitor sees the
// tasks, their fees and samples; Use asks them to sign in first. The sign-in modal opens over it
// from the header or `?auth=signup|login` (root layout).
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Read as the signed-in user when there is one: the knowledge tasks list their own collections.
  const { api, token } = await openRequest(request, context);
  return loadCatalogue(
    request,
    context.clientAddress,
    undefined,
    token ? (signal) => api.listTasks({ signal }) : undefined,
  );
}

/** The catalogue stays as it is while tabs and modals open over it. */
export const shouldRevalidate = shouldRevalidateCatalogue;

export default function HomeRoute() {
  const { catalogue } = useLoaderData<typeof loader>();
  return <CataloguePage catalogue={catalogue} path="/" />;
}

export const meta: MetaFunction = () => [
  { title: 'My Tasks · Taskwell Studio' },
  { name: 'description', content: 'The AI tasks you can run in Taskwell, with the credits each run costs.' },
];

export function ErrorBoundary() {
  return (
    <>
      <CatalogueHeading />
      <CatalogueFailed path="/" />
    </>
  );
}
