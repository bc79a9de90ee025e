import type { TaskParameter } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { buildExecuteRequest, buildResumeRequest } from './request-body.ts';

const parameters: TaskParameter[] = [
  { id: 'p1', name: 'text', valueType: 'text/plain', ui: { type: 'text' } },
  { id: 'p2', name: 'picture', valueType: 'image/png', ui: { type: 'image' } },
];

describe('buildExecuteRequest (spec §7)', () => {
  it.each([
    {
      name: 'a user run',
      input: { taskId: 't1', parameters, values: { text: 'Hello', picture: 'asset-9' } },
      want: {
        taskId: 't1',
        parameters: {
          text: { metadata: { 'Content-Type': 'text/plain' }, value: 'Hello' },
          picture: { metadata: { 'Content-Type': 'image/png' }, value: 'asset-9' },
        },
        character: { name: 'EMPTY', content: '' },
      },
    },
    {
      name: 'an app run with history',
      input: { taskId: 't1', parameters, values: { text: 'Hi' }, appId: 'app-1', showHistory: true },
      want: {
        appId: 'app-1',
        taskId: 't1',
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'Hi' } },
        character: { name: 'EMPTY', content: '' },
        showHistory: true,
      },
    },
    {
      name: 'showHistory false is left out',
      input: { taskId: 't1', parameters: [], values: {}, showHistory: false },
      want: { taskId: 't1', parameters: {}, character: { name: 'EMPTY', content: '' } },
    },
  ])('$name', ({ input, want }) => {
    expect(buildExecuteRequest(input)).toStrictEqual(want);
  });
});

describe('buildResumeRequest (spec §7)', () => {
  const missing = {
    requestId: 'r1',
    parameters: [
      { assetId: 'a1', parameter: { id: 'x', name: 'audience', valueType: 'text/plain' } },
      { assetId: 'a2', parameter: { id: 'y', name: 'length', valueType: 'text/plain' } },
    ],
  };

  it('should answer each missing input by its asset id', () => {
    expect(buildResumeRequest(missing, { audience: 'Team', length: 'short' })).toStrictEqual({
      parameters: [
        { assetId: 'a1', value: 'Team' },
        { assetId: 'a2', value: 'short' },
      ],
    });
  });

  it('should add showHistory only when true', () => {
    expect(buildResumeRequest(missing, {}, true)).toMatchObject({ showHistory: true });
    expect(buildResumeRequest(missing, {}, false)).not.toHaveProperty('showHistory');
  });
});
