// @vitest-environment happy-dom
import type { TaskParameter } from '@taskwell/api-sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTaskForm } from './use-task-form.ts';

const parameters: TaskParameter[] = [
  { id: 'l', name: 'language', valueType: 'text/plain', ui: { type: 'list', lookup: { en: 'English', fr: 'French' } } },
  {
    id: 'v',
    name: 'voice',
    valueType: 'text/plain',
    ui: { type: 'list', dependsOn: 'language', lookup: { en: ['Ava', 'Noah'], fr: 'Léa|Hugo' } },
  },
  { id: 't', name: 'text', valueType: 'text/plain', ui: { type: 'text' } },
  { id: 'h', name: 'hidden', valueType: 'text/plain' },
];

describe('useTaskForm', () => {
  it('should list the fields with a ui, their options and disabled state', () => {
    const { result } = renderHook(() => useTaskForm(parameters));
    expect(result.current.fields.map((field) => [field.parameter.name, field.disabled, field.options.length])).toEqual([
      ['language', false, 2],
      ['voice', true, 0],
      ['text', false, 0],
    ]);
    expect(result.current.canSubmit).toBe(false);
    expect(result.current.missing).toEqual(['language', 'voice', 'text']);
  });

  it('should enable and fill the dependent list, clear it when the parent changes, and allow submit when complete', () => {
    const { result } = renderHook(() => useTaskForm(parameters));
    act(() => result.current.setValue('language', 'fr'));
    const voice = () => result.current.fields.find((field) => field.parameter.name === 'voice');
    expect(voice()?.disabled).toBe(false);
    expect(voice()?.options.map((option) => option.label)).toEqual(['Léa', 'Hugo']);

    act(() => {
      result.current.setValue('voice', 'Hugo');
      result.current.setValue('text', 'Bonjour');
    });
    expect(result.current.canSubmit).toBe(true);

    act(() => result.current.setValue('language', 'en'));
    expect(result.current.values).toEqual({ language: 'en', text: 'Bonjour' });
    expect(result.current.canSubmit).toBe(false);
  });

  it('should disable everything and refuse submit while running', () => {
    const { result, rerender } = renderHook(({ running }) => useTaskForm(parameters, { running }), {
      initialProps: { running: false },
    });
    act(() => {
      result.current.setValue('language', 'en');
      result.current.setValue('voice', 'Ava');
      result.current.setValue('text', 'Hi');
    });
    expect(result.current.canSubmit).toBe(true);
    rerender({ running: true });
    expect(result.current.canSubmit).toBe(false);
    expect(result.current.fields.every((field) => field.disabled)).toBe(true);
  });

  it('should reset every value', () => {
    const { result } = renderHook(() => useTaskForm(parameters));
    act(() => result.current.setValue('text', 'Hi'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({});
  });
});
