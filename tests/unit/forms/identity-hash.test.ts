import { describe, expect, it } from 'vitest';
import { identityHash } from '#forms/step-form/identity-hash.ts';

describe("the ArrayField's list hash by identity", () => {
  it('is the same for the same list, and differs for a new list even when equal', () => {
    const drivers = [{ surname: 'Smith' }];
    expect(identityHash(drivers)).toBe(identityHash(drivers));
    expect(identityHash([...drivers])).not.toBe(identityHash(drivers));
  });

  it("is one value for every empty list (the ArrayField's default is a new [] each render)", () => {
    expect(identityHash([])).toBe(identityHash([]));
  });

  it('tells values that are not objects apart by value', () => {
    expect(identityHash(undefined)).toBe(identityHash(undefined));
    expect(identityHash(null)).not.toBe(identityHash(undefined));
  });
});
