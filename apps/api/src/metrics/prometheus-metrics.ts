import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { EndStatus } from '../db/run-columns.ts';
import type { RunMetrics } from '../runtime/persistence/run-metrics.ts';

/** Seconds: from a millisecond to the longest step and run waits the runtime allows. */
const waitBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
const stepBuckets = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const httpBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A process's metrics in Prometheus' text format (issue 27, decision 114), on a registry of its
 * own: the runtime's counts through the {@link RunMetrics} port, the queue's depth read at each
 * scrape, HTTP latency per contract operation, and prom-client's process metrics.
 */
export class PrometheusMetrics implements RunMetrics {
  /** The registry a scrape reads. */
  readonly registry = new Registry();
  private readonly started: Counter<'task'>;
  private readonly completed: Counter<'task'>;
  private readonly failed: Counter<'task'>;
  private readonly aborted: Counter<'task'>;
  private readonly refunded: Counter<'task'>;
  private readonly queueWait: Histogram;
  private readonly stepDuration: Histogram<'service'>;
  private readonly httpDuration: Histogram<'operation'>;
  private queueDepth: () => Promise<number> = async () => 0;

  constructor() {
    const registers = [this.registry];
    const counter = (name: string, help: string) => new Counter({ name, help, labelNames: ['task'], registers });
    this.started = counter('taskwell_runs_started_total', 'Task runs created (charged and queued), by task.');
    this.completed = counter('taskwell_runs_completed_total', 'Task runs that ended COMPLETED, by task.');
    this.failed = counter('taskwell_runs_failed_total', 'Task runs that ended ERROR, by task.');
    this.aborted = counter(
      'taskwell_runs_aborted_total',
      'Task runs that ended ABORTED (cancelled, overtime), by task.',
    );
    this.refunded = counter('taskwell_runs_refunded_total', 'Task runs whose fee went back to the account, by task.');
    this.queueWait = new Histogram({
      name: 'taskwell_run_queue_wait_seconds',
      help: 'Time from a run being queued to a worker taking it.',
      buckets: waitBuckets,
      registers,
    });
    this.stepDuration = new Histogram({
      name: 'taskwell_step_duration_seconds',
      help: "Time of one step's service call, by service.",
      labelNames: ['service'],
      buckets: stepBuckets,
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'taskwell_http_request_duration_seconds',
      help: "Time from a request's arrival to its reply, by the contract's operationId (or the route's pattern).",
      labelNames: ['operation'],
      buckets: httpBuckets,
      registers,
    });
    const depth = () => this.queueDepth();
    new Gauge({
      name: 'taskwell_run_queue_depth',
      help: 'Task runs waiting in the queue for a worker, read from the queue at each scrape.',
      registers,
      async collect() {
        this.set(await depth());
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  /** Where the queue depth is read from at each scrape (the runtime, once it is open). */
  readQueueDepthFrom(read: () => Promise<number>): void {
    this.queueDepth = read;
  }

  runStarted(task: string): void {
    this.started.inc({ task });
  }

  runEnded(task: string, status: EndStatus): void {
    switch (status) {
      case 'COMPLETED':
        this.completed.inc({ task });
        return;
      case 'ERROR':
        this.failed.inc({ task });
        return;
      case 'ABORTED':
        this.aborted.inc({ task });
        return;
      default:
        status satisfies never;
    }
  }

  runRefunded(task: string): void {
    this.refunded.inc({ task });
  }

  runTaken(waitedMs: number): void {
    this.queueWait.observe(Math.max(0, waitedMs) / 1000);
  }

  stepTimed(service: string, ms: number): void {
    this.stepDuration.observe({ service }, ms / 1000);
  }

  /** One HTTP request answered: `operation` is the contract's operationId or the route's pattern. */
  requestTimed(operation: string, ms: number): void {
    this.httpDuration.observe({ operation }, ms / 1000);
  }
}
