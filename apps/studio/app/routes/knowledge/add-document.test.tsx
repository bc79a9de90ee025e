import { createRemixStub } from '@remix-run/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFuture } from '../../testing/stub-future.ts';
import { chooseAtOnce, watchCommits } from '../../testing/watch-commits.tsx';
import { UploadForm } from './add-document.tsx';
import type { KnowledgeOutcome } from './knowledge-action.server.ts';

// The browser's multipart body does not survive the test router's hand-over (the route's test says
// so too), so the upload form is given an action that answers in turn what each test lays out and
// counts what it was sent.

/** The upload form on a page whose action gives `answers` in turn; the intents it was sent. */
function renderUpload(answers: KnowledgeOutcome[]) {
  const page = watchCommits(() => <UploadForm collectionId="handbook" />);
  const sent: string[] = [];
  const Stub = createRemixStub([
    {
      path: '/knowledge',
      Component: page.Page,
      loader: () => null,
      action: async ({ request }) => {
        sent.push(String((await request.formData()).get('intent')));
        return answers.shift() ?? null;
      },
    },
  ]);
  render(<Stub initialEntries={['/knowledge']} future={stubFuture} />);
  return { page, sent };
}

const fileField = () => screen.getByLabelText(/PDF up to 50 MB/) as HTMLInputElement;
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
const markdown = (name: string) => new File(['# Notes\n\nPark in bay 4.'], name, { type: 'text/markdown' });

/** The file field and the button as they are now. */
const uploadForm = () => ({
  file: fileField().files?.[0]?.name ?? null,
  uploadEnabled: !(uploadButton() as HTMLButtonElement).disabled,
});

describe('the upload form', () => {
  it('given a file added, should empty the file field in the render that says so, and upload the next file chosen then', async () => {
    const user = userEvent.setup();
    const { page, sent } = renderUpload([
      { status: 'done', intent: 'upload', message: 'notes was added and is being indexed.' },
      { status: 'done', intent: 'upload', message: 'minutes was added and is being indexed.' },
    ]);
    // In the render that first shows the message: the file field and the button, and the next
    // file chosen at once, as a quick user does (before any effect of that render).
    const atMessage = page.atFirstCommit(
      () => screen.queryByText('notes was added and is being indexed.') !== null,
      () => {
        const held = uploadForm();
        chooseAtOnce(fileField(), [markdown('minutes.md')]);
        return held;
      },
    );
    await user.upload(await screen.findByLabelText(/PDF up to 50 MB/), markdown('notes.md'));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await user.click(uploadButton());

    expect(await screen.findByText('notes was added and is being indexed.')).toBeInTheDocument();
    expect(atMessage.seen?.value).toEqual({ file: null, uploadEnabled: false });
    expect(uploadButton()).toHaveFocus();
    expect(fileField().files?.[0]?.name).toBe('minutes.md');
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await user.click(uploadButton());
    expect(await screen.findByText('minutes was added and is being indexed.')).toBeInTheDocument();
    expect(sent).toEqual(['upload', 'upload']);
  });

  it('given a file the API refuses, should say so and keep the file chosen', async () => {
    const user = userEvent.setup();
    const refusal = 'This file is not text, Markdown or PDF. Choose a .txt, .md or .pdf file.';
    const { sent } = renderUpload([{ status: 'refused', intent: 'upload', message: refusal }]);
    await user.upload(await screen.findByLabelText(/PDF up to 50 MB/), markdown('notes.md'));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await user.click(uploadButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(uploadButton()).not.toHaveAttribute('aria-busy'));
    expect(uploadForm()).toEqual({ file: 'notes.md', uploadEnabled: true });
    expect(sent).toEqual(['upload']);
  });
});
