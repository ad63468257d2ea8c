import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfSchemas, editJson } from '#tests/support/schema-copy.ts';
import { checkSchemas, type Problem } from '../../scripts/schemas-check/check';

/*
 * schemas:check's findings on a copy of schemas/ broken as a product person might break it: each
 * finding names the file and what is wrong, and says how to fix it in plain words.
 */

const STEP_1 = join('quote-form', '1-about-your-van.schema.json');

function findingsAfter(edit: (dir: string) => void): Problem[] {
  const dir = copyOfSchemas();
  edit(dir);
  return checkSchemas(dir);
}

/** The one finding whose message contains `text`. */
function finding(problems: Problem[], text: string): Problem {
  const found = problems.filter((p) => p.message.includes(text));
  expect(found, `one finding saying "${text}" among ${JSON.stringify(problems, null, 1)}`).toHaveLength(1);
  return found[0];
}

describe('schemas:check findings', () => {
  it('reports invalid JSON with its file, line and column', () => {
    const problems = findingsAfter((dir) => {
      const file = join(dir, 'quote-form', '1-about-your-van.ui.json');
      const lines = readFileSync(file, 'utf8').split('\n');
      lines[1] = lines[1].replace(/,\s*$/, ''); // the comma after "ui:order"'s line dropped
      writeFileSync(file, lines.join('\n'));
    });
    expect(problems).toEqual([
      {
        file: join('quote-form', '1-about-your-van.ui.json'),
        line: 3,
        column: 3,
        message: "is not valid JSON: Expected ',' or '}' after property value",
        fix: expect.stringContaining('A comma is probably missing'),
      },
    ]);
  });

  it('reports a question asked in two steps', () => {
    const problems = findingsAfter((dir) =>
      editJson(join(dir, 'quote-form', '5-cover-requirements.schema.json'), (step) => {
        step.properties.vehicle.properties.mileometer_reading = { type: 'integer', title: 'Mileage?' };
      }),
    );
    const p = finding(problems, 'vehicle.mileometer_reading is asked in step 1-about-your-van');
    expect(p.file).toBe(join('quote-form', '5-cover-requirements.schema.json'));
    expect(p.fix).toMatch(/Keep "mileometer_reading" in one step/);
  });

  it("reports a required question with no message, in the step's file or the shared definition's", () => {
    const problems = findingsAfter((dir) => {
      editJson(join(dir, STEP_1), (step) => delete step.properties.vehicle.errorMessage.required.weight);
      editJson(join(dir, 'definitions', 'claim.schema.json'), (claim) => {
        delete claim.errorMessage.required.claim_date;
      });
    });
    const own = finding(problems, 'vehicle.weight: "weight" is required but has no message');
    expect(own.file).toBe(STEP_1);
    expect(own.fix).toMatch(/Add "weight": "<the message>" to "errorMessage" -> "required"/);
    const shared = finding(problems, '"claim_date" is required but has no message');
    expect(shared.file).toBe(join('definitions', 'claim.schema.json'));
  });

  it('reports a condition that can never be true', () => {
    const problems = findingsAfter((dir) => {
      editJson(join(dir, STEP_1), (step) => {
        step.properties.vehicle.allOf[2].if.properties.hazardous_goods.const = 'yes';
      });
      editJson(join(dir, 'definitions', 'conviction.schema.json'), (conviction) => {
        conviction.allOf[1].if.properties.offence_code.pattern = '^DX';
      });
    });
    const yesNo = finding(problems, 'vehicle: the "if" on "hazardous_goods" can never be true');
    expect(yesNo.message).toContain('it is always one of true, false');
    expect(yesNo.fix).toContain('Test a value "hazardous_goods" can take');
    const list = finding(problems, 'the "if" on "offence_code" can never be true');
    expect(list.file).toBe(join('definitions', 'conviction.schema.json'));
  });

  it('reports a list name with no list, in a schema or a UI schema', () => {
    const problems = findingsAfter((dir) => {
      editJson(join(dir, STEP_1), (step) => {
        step.properties.vehicle.properties.body_type['in-list'] = 'van_shapes';
      });
      editJson(join(dir, 'quote-form', '5-cover-requirements.ui.json'), (ui) => {
        ui.policy.previous_insurer['ui:options'] = { list: 'insurer_names' };
      });
    });
    expect(finding(problems, 'unknown list "van_shapes"').fix).toContain('add lists/van_shapes.json');
    // One mistake, one finding: the UI schema the form derives from "in-list" is not reported again.
    expect(problems.filter((p) => p.message.includes('van_shapes'))).toHaveLength(1);
    expect(finding(problems, 'names the list "insurer_names", which has no file').file).toBe(
      join('quote-form', '5-cover-requirements.ui.json'),
    );
  });

  it("reports a repeater's summary naming no question of its items", () => {
    const problems = findingsAfter((dir) =>
      editJson(join(dir, 'quote-form', '2-your-driving-history.ui.json'), (ui) => {
        ui.drivers.proposer.claims['ui:options'].summary = ['type_of_claim', 'claim_cost'];
      }),
    );
    const p = finding(problems, 'names "claim_cost", which is not a question of its items');
    expect(p.message).toMatch(/^drivers\.proposer\.claims: /);
    expect(p.file).toBe(join('quote-form', '2-your-driving-history.ui.json'));
    expect(p.fix).toContain('total_cost_of_claims');
    expect(problems.filter((q) => q.message.includes('type_of_claim'))).toEqual([]);
  });

  it('reports an option with no label, in a list file or in ui:enumNames', () => {
    const problems = findingsAfter((dir) => {
      editJson(join(dir, 'lists', 'titles.json'), (list) => {
        list.options[1].name = '';
      });
      editJson(join(dir, 'quote-form', '2-your-driving-history.ui.json'), (ui) => {
        ui.policy.how_many_years_of_ncd['ui:enumNames'].pop();
      });
    });
    expect(finding(problems, 'has no label').file).toBe(join('lists', 'titles.json'));
    // A list file that fails stops the other checks, so the enum's label is checked on its own.
    const enumOnly = findingsAfter((dir) =>
      editJson(join(dir, 'quote-form', '2-your-driving-history.ui.json'), (ui) => {
        ui.policy.how_many_years_of_ncd['ui:enumNames'].pop();
      }),
    );
    const p = finding(enumOnly, 'policy.how_many_years_of_ncd: option 9 has no label in "ui:enumNames"');
    expect(p.fix).toContain('(10 values, 9 labels)');
  });

  it('says how to fix every finding, in a sentence', () => {
    const problems = findingsAfter((dir) => {
      editJson(join(dir, STEP_1), (step) => {
        const vehicle = step.properties.vehicle;
        vehicle.properties.body_type['in-list'] = 'van_shapes';
        delete vehicle.properties.vehicle_registration.errorMessage.valid_reg;
        delete vehicle.errorMessage.required.weight;
        vehicle.allOf.push({ if: { properties: { has_sunroof: { const: true } } }, then: {} });
        vehicle.allOf[2].if.properties.hazardous_goods.const = 'yes';
      });
      editJson(join(dir, 'quote-form', '1-about-your-van.ui.json'), (ui) => {
        ui.vehicle.colour = { 'ui:help': 'What colour is it?' };
        ui.vehicle.weight = { 'ui:widget': 'weighing-scales' };
        ui['ui:effects'].push({ watch: 'vehicle.has_sunroof', when: true, clear: ['vehicle.weight'] });
      });
      editJson(join(dir, 'summary', 'summary.ui.json'), (ui) =>
        ui['ui:review'][0].order.push('vehicle.colour'),
      );
    });
    expect(problems.length).toBeGreaterThanOrEqual(9);
    for (const p of problems) expect(p.fix, p.message).toMatch(/^[A-Z].{20,}[.)]$/s);
  });
});
