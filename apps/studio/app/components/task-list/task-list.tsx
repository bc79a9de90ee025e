import type { Task } from '@taskwell/api-sdk';
import * as styles from './task-list.css.ts';

/** The part of a task the list shows. */
export type TaskSummary = Pick<Task, 'id' | 'name' | 'heading' | 'powerFee'>;

/** Props of {@link TaskList}. */
export interface TaskListProps {
  /** The tasks, in catalogue order. */
  tasks: readonly TaskSummary[];
}

/** The catalogue as cards: name, heading and the fee of one run. */
export function TaskList({ tasks }: TaskListProps) {
  if (tasks.length === 0) return <p className={styles.empty}>No tasks are available yet.</p>;
  return (
    <ul aria-label="Tasks" className={styles.list}>
      {tasks.map((task) => (
        <li key={task.id} className={styles.card}>
          <h2 className={styles.name}>{task.name}</h2>
          <p className={styles.heading}>{task.heading}</p>
          {/* spec §2: the credit-fee badge reads "{powerFee} credits". */}
          <p className={styles.fee}>{`${task.powerFee} credits`}</p>
        </li>
      ))}
    </ul>
  );
}
