/**
 * RJSF's SchemaField hands an object's field a new copy of its UI schema on every render; the form's
 * ObjectField passes on the same object while the options are the same, so the key-rename handler
 * it gives each question stays the same and an unchanged question is not rendered again.
 */
import type { FieldProps } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { baseFields } from '#forms/step-form/rjsf-parts.ts';
import { StableObjectField } from '#forms/step-form/object-field.tsx';

const { given } = vi.hoisted(() => ({ given: [] as unknown[] }));
vi.mock('@rjsf/core/lib/components/fields/ObjectField.js', () => ({
  default: (props: FieldProps) => {
    given.push(props.uiSchema);
    return null;
  },
}));

const fieldProps = (uiSchema: Record<string, unknown>) => ({ uiSchema }) as unknown as FieldProps;

describe("the form's ObjectField", () => {
  it('is the one the forms render objects with', () => {
    expect(baseFields.ObjectField).toBe(StableObjectField);
  });

  it('passes on the same UI schema while its options are the same, and a new one when they change', () => {
    const questions = { 'ui:order': ['a', 'b'] };
    const { rerender } = render(<StableObjectField {...fieldProps({ a: questions, 'ui:title': 'Van' })} />);
    rerender(<StableObjectField {...fieldProps({ a: questions, 'ui:title': 'Van' })} />);
    expect(given).toHaveLength(2);
    expect(given[1]).toBe(given[0]);
    rerender(<StableObjectField {...fieldProps({ a: questions, 'ui:title': 'Your van' })} />);
    expect(given[2]).not.toBe(given[0]);
    expect(given[2]).toEqual({ a: questions, 'ui:title': 'Your van' });
    rerender(<StableObjectField {...fieldProps({ a: { ...questions }, 'ui:title': 'Your van' })} />);
    expect(given[3]).not.toBe(given[2]);
  });
});
