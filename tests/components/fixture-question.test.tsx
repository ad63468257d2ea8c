import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAt } from '#domain/effects/data-paths.ts';
import type { ProposalResponse } from '#domain/contract/proposal.ts';
import { QuestionCatalogue } from '#forms/catalogue/question-catalogue.tsx';
import { ADDED, schemasWithQuestion } from '#tests/support/added-question.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { catalogueOf } from '../../scripts/schemas-catalogue/catalogue-of';
import { checkSchemas } from '../../scripts/schemas-check/check';
import previewAnnotations from '../../.storybook/preview';
import * as livePreviewStories from '../../stories/forms/live-preview.stories';
import * as stepStories from '../../stories/forms/quote-steps.stories';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

/*
 * Issue 14 item 1: a question added by JSON only reaches every surface. The fixture (a required
 * yes/no with a tooltip, and a follow-up asked only on Yes with its own range message) is written
 * into step 1's two JSON files; every module importing them sees the edit, as after a save, and the
 * scripts read a copy of schemas/ holding it. No TypeScript knows the question.
 */

vi.mock('#schemas/quote-form/1-about-your-van.schema.json', async () => {
  const { stepOneWithQuestion } = await import('#tests/support/added-question.ts');
  return { default: stepOneWithQuestion().schema };
});
vi.mock('#schemas/quote-form/1-about-your-van.ui.json', async () => {
  const { stepOneWithQuestion } = await import('#tests/support/added-question.ts');
  return { default: stepOneWithQuestion().ui };
});

setProjectAnnotations(previewAnnotations);
const stories = composeStories(stepStories);
const livePreview = composeStories(livePreviewStories);

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

/** The complete example's answers with the fixture's answers (undefined: unanswered). */
function riskWith(tows: boolean | undefined, weight?: number): Record<string, unknown> {
  const risk = setAt(completeRisk(), ['vehicle', 'tows_trailer'], tows);
  return setAt(risk, ['vehicle', 'trailer_weight'], weight) as Record<string, unknown>;
}

/** A fresh create form on step 1 with every answer but the fixture's (a saved draft). */
function renderStepOne() {
  const { vehicle } = riskWith(undefined);
  localStorage.setItem('vq.draft.new', JSON.stringify({ risk: { vehicle }, step: 0, furthestStep: 0 }));
  renderRoute('/quote/create');
}

describe('a question added by JSON only reaches every surface', () => {
  it('passes schemas:check', () => {
    expect(checkSchemas(schemasWithQuestion())).toEqual([]);
  });

  it('is asked in its step with its tooltip; the follow-up only on Yes', async () => {
    const user = userEvent.setup();
    renderStepOne();
    const group = await screen.findByRole('radiogroup', { name: ADDED.question });
    await user.click(screen.getByRole('button', { name: `Help with: ${ADDED.question}` }));
    expect(await screen.findByText(ADDED.tooltip)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: ADDED.followUp })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: ADDED.followUp })).toBeVisible();
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: ADDED.followUp })).not.toBeInTheDocument(),
    );
  });

  it('is checked in the browser with its messages: required, then the range', async () => {
    const user = userEvent.setup();
    renderStepOne();
    const group = await screen.findByRole('radiogroup', { name: ADDED.question });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(ADDED.required)).not.toHaveLength(0);
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(ADDED.followUpRequired)).not.toHaveLength(0);
    const weight = screen.getByRole('textbox', { name: ADDED.followUp });
    await user.type(weight, '5000');
    await user.tab();
    await waitFor(() => expect(weight).toHaveAccessibleDescription(expect.stringContaining(ADDED.range)));
    expect(weight).toHaveAttribute('aria-invalid', 'true');
  });

  it('is checked by the server with the same messages', async () => {
    const refused = async (risk: Record<string, unknown>) => {
      const res = await api.call('POST', '/api/proposal', { risk });
      expect(res.status).toBe(422);
      return (res.json as { error: { fields: { path: string; message: string }[] } }).error.fields;
    };
    expect(await refused(riskWith(undefined))).toContainEqual(
      expect.objectContaining({ path: 'risk.vehicle.tows_trailer', message: ADDED.required }),
    );
    expect(await refused(riskWith(true))).toContainEqual(
      expect.objectContaining({ path: 'risk.vehicle.trailer_weight', message: ADDED.followUpRequired }),
    );
    expect(await refused(riskWith(true, 5000))).toContainEqual(
      expect.objectContaining({ path: 'risk.vehicle.trailer_weight', message: ADDED.range }),
    );
    expect((await api.call('POST', '/api/proposal', { risk: riskWith(true, 1200) })).status).toBe(201);
  });

  it('is read back on the summary and in the proposal-form document', async () => {
    const proposal = await quotedProposal(api, riskWith(true, 1200));
    renderRoute(`/quote/summary?uuid=${proposal.uuid}`);
    const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
    const row = (question: string) => within(vehicle).getByText(question).closest('div');
    expect(row(ADDED.question)).toHaveTextContent(`${ADDED.question}Yes`);
    expect(row(ADDED.followUp)).toHaveTextContent(`${ADDED.followUp}1,200`);

    const link = screen.getByRole('link', { name: /proposal form/i });
    const doc = await (await fetch(new URL(link.getAttribute('href') as string, location.href))).text();
    expect(doc).toContain(`<th scope="row">${ADDED.question}</th><td>Yes</td>`);
    expect(doc).toContain(`<th scope="row">${ADDED.followUp}</th><td>1,200</td>`);
    const saved = await api.call('GET', `/api/proposal/${proposal.uuid}`);
    expect((saved.json as ProposalResponse).proposal.risk.vehicle).toMatchObject({
      tows_trailer: true,
      trailer_weight: 1200,
    });
  });

  it('is in the question catalogue: when it is asked, its messages, tooltip and widget', () => {
    const catalogue = catalogueOf(schemasWithQuestion());
    render(<QuestionCatalogue catalogue={catalogue} />);
    const question = screen.getByRole('article', { name: ADDED.question });
    expect(question).toHaveTextContent(`Tooltip${ADDED.tooltip}`);
    expect(question).toHaveTextContent(`required: ${ADDED.required}`);
    expect(question).toHaveTextContent('Widgetyes-no');
    expect(question).toHaveTextContent(`When it is No: clears “${ADDED.followUp}”`);
    const followUp = screen.getByRole('article', { name: ADDED.followUp });
    expect(followUp).toHaveTextContent(`ShownWhen “${ADDED.question}” is Yes`);
    expect(followUp).toHaveTextContent(`RequiredWhen “${ADDED.question}” is Yes`);
    expect(followUp).toHaveTextContent(`minimum (100): ${ADDED.range}`);
    expect(followUp).toHaveTextContent(`maximum (3500): ${ADDED.range}`);
    expect(followUp).toHaveTextContent('Widgetnumber-input');
  });

  it("shows in Storybook's step stories, rendered from the schemas", async () => {
    const user = userEvent.setup();
    render(<stories.AboutYourVanFilled />);
    const group = await screen.findByRole('radiogroup', { name: ADDED.question });
    expect(screen.getByRole('button', { name: `Help with: ${ADDED.question}` })).toBeVisible();
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: ADDED.followUp })).toBeVisible();
  });

  it("shows in Storybook's live preview, its follow-up when the answers control says Yes", async () => {
    render(
      <livePreview.ConditionFromAnswers
        answers={{ vehicle: { tows_trailer: true, trailer_weight: 9000 } }}
        showMessages
      />,
    );
    const group = await screen.findByRole('radiogroup', { name: ADDED.question });
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeChecked();
    const weight = screen.getByRole('textbox', { name: ADDED.followUp });
    expect(weight).toHaveAccessibleDescription(expect.stringContaining(ADDED.range));
  });
});
