/**
 * What the largest step's answers cost to move in node (no browser, no CPU slowdown): the schema's
 * defaults over all the answers, and the answers after a Remove, an Add and a key.
 *
 *   tsx --import ./scripts/support/ignore-styles.mjs scripts/bench/step-data-cost.ts
 */
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { conditionDrivers } from '#forms/step-form/condition-drivers.ts';
import { answersAfterChange, withDefaults } from '#forms/step-form/step-form-data.ts';
import { stepValidation } from '#forms/validation/runtime-validators.ts';
import { largeRisk } from './large-risk';

const id = '4-additional-drivers';
const schema = quoteForm.step(id).schema as RJSFSchema;
const utils = createSchemaUtils(stepValidation(id).validator, schema, {
  requiredBooleanDefault: 'skip',
  constAsDefaults: 'never',
});
const drivers = conditionDrivers(utils.getRootSchema());
const risk = withDefaults(utils, largeRisk(), false);

function time(name: string, fn: () => unknown, times = 20) {
  fn();
  const start = performance.now();
  for (let i = 0; i < times; i++) fn();
  console.log(`${name.padEnd(40)} ${((performance.now() - start) / times).toFixed(2)} ms`);
}
type Driver = { claims: object[] };
const claims = (risk.drivers as { additional_drivers: Driver[] }).additional_drivers[4].claims;
const path = ['drivers', 'additional_drivers', 4, 'claims'];
time('defaults over the answers', () => withDefaults(utils, { ...risk }, true));
time('Remove claim 5', () => answersAfterChange(utils, drivers, risk, path, claims.slice(0, 4)));
time('Add a claim', () => answersAfterChange(utils, drivers, risk, path, [...claims.slice(0, 4), {}]));
time('a key in a surname', () =>
  answersAfterChange(utils, drivers, risk, ['drivers', 'additional_drivers', 4, 'surname'], 'Smitha'),
);
