import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskList, type TaskSummary } from './task-list.tsx';

const tasks: TaskSummary[] = [
  { id: 'summarise', name: 'Summarise a Report', heading: 'The key points of a long text', powerFee: 2 },
  { id: 'voice-over', name: 'Voice-over', heading: 'A script read aloud', powerFee: 12 },
];

describe('TaskList', () => {
  describe('given tasks', () => {
    it('should list them in catalogue order', () => {
      render(<TaskList tasks={tasks} />);

      const items = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
        'Summarise a Report',
        'Voice-over',
      ]);
    });

    it.each(tasks)('should show the heading and "$powerFee credits" for $name', (task) => {
      render(<TaskList tasks={tasks} />);

      const item = screen.getByRole('heading', { name: task.name }).closest('li');
      expect(item).not.toBeNull();
      expect(item).toHaveTextContent(task.heading);
      expect(within(item as HTMLElement).getByText(`${task.powerFee} credits`)).toBeInTheDocument();
    });
  });

  describe('given no tasks', () => {
    it('should say that none are available instead of an empty list', () => {
      render(<TaskList tasks={[]} />);

      expect(screen.queryByRole('list')).toBeNull();
      expect(screen.getByText('No tasks are available yet.')).toBeInTheDocument();
    });
  });
});
