import { describe, expect, it } from 'vitest';
import type { ListOption } from '#domain/contract/lookups.ts';
import { listName, optionWithValue } from '#domain/lists.ts';

const jobs: ListOption[] = [
  { value: 'A01', name: 'Accountant' },
  { value: 'B02', name: 'Baker' },
  { value: 'B02', name: 'Baker (again)' },
];

describe('optionWithValue', () => {
  it("finds a list's option by its value, the first of two that share it", () => {
    expect(optionWithValue(jobs, 'A01')?.name).toBe('Accountant');
    expect(optionWithValue(jobs, 'B02')?.name).toBe('Baker');
  });

  it('finds nothing for an unknown value, or a value of another type', () => {
    expect(optionWithValue(jobs, 'Z99')).toBeUndefined();
    expect(optionWithValue(jobs, undefined)).toBeUndefined();
    expect(optionWithValue([{ value: '1', name: 'One' }], 1)).toBeUndefined();
  });

  it('reads each list as it is: another list with the same values has its own names', () => {
    expect(optionWithValue([{ value: 'A01', name: 'Actor' }], 'A01')?.name).toBe('Actor');
    expect(optionWithValue(jobs, 'A01')?.name).toBe('Accountant');
  });
});

describe('listName', () => {
  it('names a code by its list, and gives the code back when the list or the code is unknown', () => {
    expect(listName({ occupation: jobs }, 'occupation', 'B02')).toBe('Baker');
    expect(listName(new Map([['occupation', jobs]]), 'occupation', 'A01')).toBe('Accountant');
    expect(listName({ occupation: jobs }, 'occupation', 'Z99')).toBe('Z99');
    expect(listName({}, 'occupation', 'A01')).toBe('A01');
  });
});
