import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';

// Every address no other route serves, `/home` among them: spec §2 sends unknown paths and /home
// to the home page (issue 25: they answered a 404 page). What the address asked for in its query
// (a sign-in modal, a task) comes along.
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/${new URL(request.url).search}`);
}

export default function UnknownAddressRoute() {
  return null;
}

export const meta: MetaFunction = () => [{ title: 'Taskwell Studio' }];
