import type { TaskParameter } from '@taskwell/api-sdk';
import { useTaskForm } from '@taskwell/task-engine/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BrowserApi } from '../../task-run/browser-api.ts';
import { TaskFormFields } from './task-form.tsx';

// Lists of the user's own collections (issue 28): their options come from the API, filled for
// the signed-in user; with none, the form says where to add some.
const collection = (lookup?: Record<string, string>): TaskParameter => ({
  id: 'collection',
  name: 'collection',
  valueType: 'text/plain',
  ui: {
    type: 'list',
    placeholder: 'Collection to answer from',
    lookupSource: 'knowledgeCollections',
    ...(lookup ? { lookup } : {}),
  },
});

// List fields never upload: the form's file calls are not reached here.
const noUploads = {} as BrowserApi;

function Form({ parameters }: { parameters: TaskParameter[] }) {
  const form = useTaskForm(parameters);
  return <TaskFormFields form={form} api={noUploads} locked={false} />;
}

describe('a list of the user’s collections', () => {
  it('given no collection should say so, with a link to the Well of Knowledge, and offer no choice', () => {
    render(<Form parameters={[collection()]} />);
    const group = screen.getByRole('group', { name: 'Collection' });
    expect(group).toHaveTextContent('You have no collections yet — add documents in Well of Knowledge.');
    expect(within(group).getByRole('link', { name: 'Well of Knowledge' })).toHaveAttribute('href', '/knowledge');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('given the user’s collections should offer them by name', async () => {
    render(<Form parameters={[collection({ 'c-1': 'Policies', 'c-2': 'Product notes' })]} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Collection' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Policies', 'Product notes']);
    expect(screen.queryByText(/no collections yet/)).toBeNull();
  });
});
