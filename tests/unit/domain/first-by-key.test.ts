import { describe, expect, it } from 'vitest';
import { firstByKey } from '#domain/first-by-key.ts';

const people = [
  { id: 1, town: 'Leeds', name: 'Ann' },
  { id: 2, town: 'York', name: 'Bob' },
  { id: 3, town: 'Leeds', name: 'Cat' },
];
const idOf = (p: (typeof people)[number]) => p.id;
const townOf = (p: (typeof people)[number]) => p.town;

describe('firstByKey', () => {
  it('finds the first item with each key', () => {
    expect(firstByKey(people, townOf).get('Leeds')?.name).toBe('Ann');
    expect(firstByKey(people, idOf).get(3)?.name).toBe('Cat');
    expect(firstByKey(people, idOf).get(4)).toBeUndefined();
  });

  it('keeps one index per list and key, made once', () => {
    expect(firstByKey(people, idOf)).toBe(firstByKey(people, idOf));
    expect(firstByKey(people, idOf)).not.toBe(firstByKey(people, townOf));
    expect(firstByKey([...people], idOf)).not.toBe(firstByKey(people, idOf));
  });
});
