import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockServerHooks } from './mock-server-hooks.ts';

const origin = 'http://localhost:3000';
const server = setupServer();
mockServerHooks(server);

/** A page that reads one thing, then another on its reply, as pages with dependent data do. */
function Chain() {
  const [text, setText] = useState('Reading…');
  useEffect(() => {
    fetch(`${origin}/first`)
      .then(() => fetch(`${origin}/second`))
      .then((reply) => reply.text())
      .then(setText, () => setText('failed'));
  }, []);
  return <p>{text}</p>;
}

const asked: string[] = [];

// The second test reads what the first left: the two run in their order even when files are shuffled.
describe('mockServerHooks', { shuffle: false }, () => {
  it('given a reply that arrives as the test ends, answers the request it leads to with the same handlers', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstAsked = () => {};
    const firstSeen = new Promise<void>((resolve) => {
      firstAsked = resolve;
    });
    server.use(
      http.get(`${origin}/first`, async () => {
        asked.push('first');
        firstAsked();
        await gate;
        return HttpResponse.text('first');
      }),
      http.get(`${origin}/second`, () => {
        asked.push('second');
        return HttpResponse.text('second');
      }),
    );
    render(<Chain />);
    expect(screen.getByText('Reading…')).toBeInTheDocument();
    await firstSeen;
    // The test ends here, its page still waiting: the reply comes while the hooks run. Dropping the
    // handlers at once made the second request unhandled (a console.error that fails this test).
    release();
  });

  it('has let the request of the test before reach its handler before dropping it', () => {
    expect(asked).toEqual(['first', 'second']);
  });
});
