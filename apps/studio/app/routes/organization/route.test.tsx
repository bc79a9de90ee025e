import type { OrganizationRole } from '@taskwell/api-sdk';
import { setupMockServer } from '@taskwell/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import OrganizationRoute, { action, ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.server.resetHandlers();
  mockApi.reset();
});
afterAll(() => mockApi.server.close());

const owner = 'ada@taskwell.dev';

/** The organization route in a stub whose loader and action run with the cookie session of `email`. */
function renderOrganization(email: string) {
  const token = mockApi.context.issueSession(email);
  renderSignedInRoute(
    { mockApi },
    token,
    { path: 'organization', Component: OrganizationRoute, ErrorBoundary, loader, action },
    { siblings: [{ path: 'pricing', Component: () => <h1>Plans</h1> }] },
  );
}

function enterprise(email: string) {
  mockApi.context.accountFor(email).profile.plan = 'Enterprise';
}

/** An organization owned by `owner` with `members` beside, kept in the mock API. */
function seedOrganization(members: string[] = []) {
  const organizationId = mockApi.context.newUuid();
  const joinedAt = new Date().toISOString();
  mockApi.context.organizations.set(organizationId, {
    organization: {
      organizationId,
      name: 'Analytical Engines',
      accentColour: '#aa3300',
      logo: null,
      createdAt: joinedAt,
    },
    members: new Map<string, { role: OrganizationRole; joinedAt: string }>([
      [owner, { role: 'owner', joinedAt }],
      ...members.map((email): [string, { role: OrganizationRole; joinedAt: string }] => [
        email,
        { role: 'member', joinedAt },
      ]),
    ]),
    invitations: new Map(),
  });
  return organizationId;
}

describe('the organization route', () => {
  describe('given an account without an organization', () => {
    it('should explain the Enterprise plan and link to the plans on another plan', async () => {
      renderOrganization('newcomer@example.com');

      expect(await screen.findByText(/Organizations come with the Enterprise plan/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
      expect(screen.queryByRole('button', { name: 'Create organization' })).not.toBeInTheDocument();
    });

    it('should refuse a blank name and a colour that is not hex, field by field, making nothing', async () => {
      enterprise(owner);
      renderOrganization(owner);
      const user = userEvent.setup();

      const colour = await screen.findByRole('textbox', { name: /Accent colour/ });
      await user.clear(colour);
      await user.type(colour, 'blue');
      await user.click(screen.getByRole('button', { name: 'Create organization' }));

      expect(await screen.findByText('Give your organization a name.')).toBeInTheDocument();
      expect(screen.getByText('Enter a colour such as #1a73e8.')).toBeInTheDocument();
      expect(mockApi.context.organizations.size).toBe(0);
    });

    it('should show the API’s message for a field under that field', async () => {
      enterprise(owner);
      mockApi.server.use(
        http.post('*/api/organizations', () =>
          HttpResponse.json(
            {
              status: 400,
              code: 'invalid_request',
              message: 'Check the name.',
              details: [{ path: '/body/name', message: 'The name is 100 characters at most.' }],
            },
            { status: 400 },
          ),
        ),
      );
      renderOrganization(owner);
      const user = userEvent.setup();

      await user.type(await screen.findByRole('textbox', { name: 'Organization name' }), 'Too long');
      await user.click(screen.getByRole('button', { name: 'Create organization' }));

      const field = screen.getByRole('textbox', { name: 'Organization name' });
      await waitFor(() => expect(field).toHaveAccessibleDescription(/The name is 100 characters at most\./));
    });

    it('should create it and show its page under its brand', async () => {
      enterprise(owner);
      renderOrganization(owner);
      const user = userEvent.setup();

      await user.type(await screen.findByRole('textbox', { name: 'Organization name' }), 'Analytical Engines');
      const colour = screen.getByRole('textbox', { name: /Accent colour/ });
      await user.clear(colour);
      await user.type(colour, '#AA3300');
      await user.click(screen.getByRole('button', { name: 'Create organization' }));

      const heading = await screen.findByRole('heading', { name: 'Analytical Engines', level: 1 });
      expect(heading).toHaveStyle({ color: '#aa3300' });
      expect(
        within(screen.getByRole('list', { name: 'Members' })).getByText(/ada@taskwell\.dev \(you\) · Owner/),
      ).toBeInTheDocument();
      expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
      expect([...mockApi.context.organizations.values()][0]?.organization.accentColour).toBe('#aa3300');
    });
  });

  describe('given the owner of an organization', () => {
    it('should refuse an address that is not one and send an invitation to one that is', async () => {
      seedOrganization();
      renderOrganization(owner);
      const user = userEvent.setup();

      const field = await screen.findByRole('textbox', { name: 'E-mail address' });
      await user.type(field, 'not-an-address');
      await user.click(screen.getByRole('button', { name: 'Invite by e-mail' }));
      expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();

      await user.clear(screen.getByRole('textbox', { name: 'E-mail address' }));
      await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'grace@taskwell.dev');
      await user.click(screen.getByRole('button', { name: 'Invite by e-mail' }));

      expect(await screen.findByText('Invitation sent to grace@taskwell.dev.')).toBeInTheDocument();
      const pending = await screen.findByRole('list', { name: 'Pending invitations' });
      expect(within(pending).getByText(/grace@taskwell\.dev/)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
    });

    it('should revoke a pending invitation after asking', async () => {
      const organizationId = seedOrganization();
      renderOrganization(owner);
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'grace@taskwell.dev');
      await user.click(screen.getByRole('button', { name: 'Invite by e-mail' }));
      const pending = await screen.findByRole('list', { name: 'Pending invitations' });

      await user.click(within(pending).getByRole('button', { name: 'Revoke' }));
      expect(screen.getByText('Revoke the invitation to grace@taskwell.dev?')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));

      expect(await screen.findByText('The invitation to grace@taskwell.dev was revoked.')).toBeInTheDocument();
      expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
      const kept = [...(mockApi.context.organizations.get(organizationId)?.invitations.values() ?? [])];
      expect(kept.map((invitation) => invitation.status)).toEqual(['revoked']);
    });

    it('should remove a member after asking, and keep them on Cancel', async () => {
      const organizationId = seedOrganization(['grace@taskwell.dev']);
      renderOrganization(owner);
      const user = userEvent.setup();
      const members = await screen.findByRole('list', { name: 'Members' });

      await user.click(within(members).getByRole('button', { name: 'Remove' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(mockApi.context.organizations.get(organizationId)?.members.has('grace@taskwell.dev')).toBe(true);

      await user.click(within(members).getByRole('button', { name: 'Remove' }));
      expect(screen.getByText('Remove grace@taskwell.dev?')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Yes, remove' }));

      expect(await screen.findByText('grace@taskwell.dev was removed.')).toBeInTheDocument();
      await waitFor(() => expect(within(members).queryByText(/grace@taskwell\.dev/)).not.toBeInTheDocument());
      expect(mockApi.context.organizations.get(organizationId)?.members.has('grace@taskwell.dev')).toBe(false);
    });

    it('should refuse a logo of the wrong type or over 512 KB before sending it', async () => {
      seedOrganization();
      renderOrganization(owner);
      const user = userEvent.setup({ applyAccept: false });
      const input = await screen.findByLabelText(/^Logo/);

      await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
      expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled();

      await user.upload(input, new File([new Uint8Array(600 * 1024)], 'logo.png', { type: 'image/png' }));
      expect(await screen.findByText('The logo must be 512 KB or smaller; this one is 600 KB.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled();

      // Told by its content, as the API tells it: text named and typed as a PNG is no picture.
      await user.upload(input, new File(['plain text, not a picture'], 'logo.png', { type: 'image/png' }));
      expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled();

      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      await user.upload(input, new File([png], 'logo.png', { type: 'image/png' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Upload logo' })).toBeEnabled());
      expect(screen.queryByText('The logo must be a PNG, JPEG or WebP image.')).not.toBeInTheDocument();
    });

    it('should give the API’s reason when it refuses a logo whose content is not an image', async () => {
      const organizationId = seedOrganization();
      const boundary = 'logo-boundary';
      const body = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="intent"',
        '',
        'logo',
        `--${boundary}`,
        'Content-Disposition: form-data; name="organizationId"',
        '',
        organizationId,
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="logo.png"',
        'Content-Type: image/png',
        '',
        'plain text, not a picture',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const request = await signedInRequest('http://studio.test/organization', mockApi.context.issueSession(owner), {
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });

      const reply = (await action({ request, params: {}, context: {} })) as unknown as {
        data: { status: string; fieldErrors: { file?: string } };
      };

      expect(reply.data.status).toBe('invalid');
      expect(reply.data.fieldErrors.file).toMatch(/^File type must be one of /);
      expect(mockApi.context.organizations.get(organizationId)?.logo).toBeUndefined();
    });
  });

  describe('a logo sent past the studio', () => {
    /** A logo upload whose body is `chunks` of 64 KB, each counted as the action reads it. */
    const logoUpload = async (token: string | null, chunks: number, declaredLength?: number) => {
      let pulled = 0;
      // No chunk is made before the action asks for one.
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (pulled === chunks) return controller.close();
            pulled += 1;
            controller.enqueue(new Uint8Array(64 * 1024));
          },
        },
        { highWaterMark: 0 },
      );
      const headers = { 'content-type': 'multipart/form-data; boundary=logo-boundary' };
      const init = { method: 'POST', body, headers, duplex: 'half' } as RequestInit;
      const request = token
        ? await signedInRequest('http://studio.test/organization', token, init)
        : new Request('http://studio.test/organization', init);
      if (declaredLength !== undefined) {
        const declared = new Headers(request.headers);
        declared.set('content-length', String(declaredLength));
        Object.defineProperty(request, 'headers', { value: declared });
      }
      return { request, pulled: () => pulled };
    };

    it('given no session should answer 401 without reading the body', async () => {
      const upload = await logoUpload(null, 100);
      const reply = (await action({ request: upload.request, params: {}, context: {} })) as unknown as {
        init: { status: number };
      };
      expect(reply.init.status).toBe(401);
      expect(upload.pulled()).toBe(0);
    });

    it.each([
      { given: 'a declared length over 512 KB', chunks: 100, declared: 100 * 64 * 1024, mostPulled: 0 },
      { given: 'a body that turns out over 512 KB', chunks: 100, declared: undefined, mostPulled: 12 },
    ])(
      'given $given should answer 413 with the limit in words, reading no further',
      async ({ chunks, declared, mostPulled }) => {
        const upload = await logoUpload(mockApi.context.issueSession(owner), chunks, declared);
        const reply = (await action({ request: upload.request, params: {}, context: {} })) as unknown as {
          init: { status: number };
          data: { status: string; fieldErrors: { file?: string } };
        };
        expect(reply.init.status).toBe(413);
        expect(reply.data).toMatchObject({
          status: 'invalid',
          fieldErrors: { file: 'A logo can be up to 512 KB. Choose a smaller image.' },
        });
        expect(upload.pulled()).toBeLessThanOrEqual(mostPulled);
      },
    );
  });

  describe('given a member', () => {
    it('should show the organization and its members without the owner’s tools', async () => {
      seedOrganization(['grace@taskwell.dev']);
      renderOrganization('grace@taskwell.dev');

      expect(await screen.findByRole('heading', { name: 'Analytical Engines', level: 1 })).toBeInTheDocument();
      const members = screen.getByRole('list', { name: 'Members' });
      expect(within(members).getByText(/ada@taskwell\.dev/)).toBeInTheDocument();
      expect(within(members).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Invite by e-mail' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    });
  });
});
