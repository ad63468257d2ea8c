import { render, screen, within } from '@testing-library/react';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setAt } from '#domain/effects/data-paths.ts';
import { createSchemaReader } from '#domain/schema/reader.ts';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import type { QuoteStep } from '#forms/quote-steps.ts';
import { deriveUiSchema } from '#forms/ui-schema/derive-ui-schema.ts';
import { AnswerList } from '#screens/shared/review-box.tsx';
import { renderDocument } from '#server/documents/index.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { createRiskValidator } from '#server/validation/quote-form-validator.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { loadBundle } from '../../scripts/schemas-check/load-bundle';
import { checkSchemas } from '../../scripts/schemas-check/check';
import { createFakeServices } from '#widgets/shared/fake-services.ts';

const QUESTION = 'Does the van tow a trailer?';
const MESSAGE = 'Please tell us whether the van tows a trailer.';
const STEP = '1-about-your-van';

/** The shipped schemas/ with one question added the way a product person would: JSON only. */
function schemasWithAQuestion(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'vq-fixture-')), 'schemas');
  cpSync(join(import.meta.dirname, '..', '..', 'schemas'), dir, { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const edit = (file: string, change: (json: any) => void) => {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    change(json);
    writeFileSync(join(dir, file), JSON.stringify(json));
  };
  edit(`quote-form/${STEP}.schema.json`, (schema) => {
    const vehicle = schema.properties.vehicle;
    vehicle.properties.tows_trailer = { type: 'boolean', title: QUESTION };
    vehicle.required.push('tows_trailer');
    vehicle.errorMessage.required.tows_trailer = MESSAGE;
  });
  edit(`quote-form/${STEP}.ui.json`, (ui) => {
    ui.vehicle['ui:order'].splice(ui.vehicle['ui:order'].indexOf('*'), 0, 'tows_trailer');
    ui.vehicle.tows_trailer = { 'ui:help': 'Any trailer, caravan or horsebox.' };
  });
  return dir;
}

describe('a question added by JSON only reaches every surface', () => {
  const dir = schemasWithAQuestion();
  const reader = createSchemaReader(loadBundle(dir));
  const lists = optionsByName(loadReferenceLists());
  const risk = setAt(completeRisk(), ['vehicle', 'tows_trailer'], true) as Record<string, unknown>;

  it('passes schemas:check', () => {
    expect(checkSchemas(dir)).toEqual([]);
  });

  it('is asked in its step, with its tooltip', async () => {
    const formStep = reader.step(STEP);
    const step: QuoteStep = { ...formStep, id: STEP, uiSchema: deriveUiSchema(formStep.schema, formStep.ui) };
    render(
      <QuoteStepForm
        step={step}
        formData={risk}
        extraErrors={{}}
        formContext={{ services: createFakeServices() }}
        onChange={() => undefined}
        onBlurField={() => undefined}
      >
        <span />
      </QuoteStepForm>,
    );
    const group = await screen.findByRole('radiogroup', { name: QUESTION });
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('button', { name: `Help with: ${QUESTION}` })).toBeInTheDocument();
  });

  it('is checked by the server with its message', () => {
    const validate = createRiskValidator(loadReferenceLists(), reader);
    const without = setAt(risk, ['vehicle', 'tows_trailer'], undefined);
    expect(validate(without)).toContainEqual(
      expect.objectContaining({ path: 'vehicle.tows_trailer', message: MESSAGE }),
    );
    expect(validate(risk)).toEqual([]);
  });

  it('shows in the summary review box that covers its path', () => {
    const vehicleBox = reader.review(risk, lists).find((box) => box.title === 'Vehicle');
    render(<AnswerList items={vehicleBox?.items ?? []} />);
    const term = screen.getByText(QUESTION);
    expect(term.closest('div')).toHaveTextContent(`${QUESTION}Yes`);
  });

  it('shows in the proposal-form document', () => {
    const doc = renderDocument('proposal-form', { risk, reference: '4ABCD1234EFGH', lists, reader });
    expect(doc?.html).toContain(`<th scope="row">${QUESTION}</th><td>Yes</td>`);
  });
});
