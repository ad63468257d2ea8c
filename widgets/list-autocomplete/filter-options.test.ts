import { describe, expect, it } from 'vitest';
import { exactMatch, filterOptions } from './filter-options';

const occupations = [
  { name: 'Accountant', value: 'A01' },
  { name: 'Heating And Plumbing Engineer', value: 'H08' },
  { name: 'Plasterer', value: 'P19' },
  { name: 'Plumber', value: 'P24' },
];

describe('filterOptions', () => {
  it('offers nothing before three letters are typed', () => {
    expect(filterOptions(occupations, 'pl')).toEqual([]);
    expect(filterOptions(occupations, '  p ')).toEqual([]);
  });

  it('matches anywhere in the name, ignoring case, names starting with the text first', () => {
    expect(filterOptions(occupations, 'PLU').map((o) => o.name)).toEqual([
      'Plumber',
      'Heating And Plumbing Engineer',
    ]);
  });

  it('shows at most the limit', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ name: `Driver ${i}`, value: String(i) }));
    expect(filterOptions(many, 'dri')).toHaveLength(50);
    expect(filterOptions(many, 'dri', 5)).toHaveLength(5);
  });
});

describe('exactMatch', () => {
  it('finds the option named exactly as typed', () => {
    expect(exactMatch(occupations, ' plumber ')).toEqual({ name: 'Plumber', value: 'P24' });
    expect(exactMatch(occupations, 'plumb')).toBeUndefined();
    expect(exactMatch(occupations, '')).toBeUndefined();
  });
});
