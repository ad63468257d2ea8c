import { describe, expect, it } from 'vitest';
import { fields, widgets } from './registry';

const NAMES = {
  widgets: [
    'masked-date',
    'masked-text',
    'yes-no',
    'list-select',
    'list-autocomplete',
    'name-input',
    'phone-input',
    'number-input',
    'postcode-input',
  ],
  fields: ['address-lookup', 'vehicle-lookup'],
};

describe('widget registry', () => {
  it.each(NAMES.widgets)('resolves the widget %s to a component', (name) => {
    expect(typeof widgets[name as keyof typeof widgets]).toBe('function');
  });

  it.each(NAMES.fields)('resolves the field %s to a component', (name) => {
    expect(typeof fields[name as keyof typeof fields]).toBe('function');
  });

  it('holds exactly the documented names', () => {
    expect(Object.keys(widgets).sort()).toEqual([...NAMES.widgets].sort());
    expect(Object.keys(fields).sort()).toEqual([...NAMES.fields].sort());
  });

  it('has no entry for an unknown name', () => {
    expect(Object.hasOwn(widgets, 'no-such-widget')).toBe(false);
    expect(Object.hasOwn(fields, 'no-such-field')).toBe(false);
    expect(Object.hasOwn(widgets, 'toString')).toBe(false);
  });
});
