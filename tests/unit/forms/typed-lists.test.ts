import { describe, expect, it } from 'vitest';
import { quoteSteps } from '#forms/quote-steps.ts';
import { typedLists } from '#forms/typed-lists.ts';

const step = (id: string) => {
  const found = quoteSteps.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("the lists a form's type-ahead answers are named from (decision 057)", () => {
  it.each([
    ['1-about-your-van', []],
    ['3-policy-holder-details', ['employer_business', 'occupation']],
    ['4-additional-drivers', ['employer_business', 'occupation']],
    ['5-cover-requirements', ['insurers']],
  ])('%s: %j', (id, lists) => {
    expect(typedLists(step(id).schema, step(id).uiSchema)).toEqual(lists);
  });

  it('only type-ahead questions: a list shown as a drop-down comes with the initial lists', () => {
    const schema = {
      properties: {
        title: { type: 'string', 'in-list': 'titles' },
        job: { type: 'string', 'in-list': 'occupation' },
      },
    };
    expect(typedLists(schema, { job: { 'ui:widget': 'list-autocomplete' } })).toEqual(['occupation']);
    expect(typedLists({ ...schema }, {})).toEqual([]);
  });
});
