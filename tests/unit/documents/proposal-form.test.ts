import { describe, expect, it } from 'vitest';
import { renderDocument } from '#server/documents/index.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { answersIn, parseHtml, sectionByHeading, textOf } from './parse-html';

const lists = optionsByName(loadReferenceLists());

function proposalForm(risk: Record<string, unknown> = completeRisk(), extra: { insurerName?: string } = {}) {
  const doc = renderDocument('proposal-form', { risk, reference: '4ABCD1234EFGH', lists, ...extra });
  if (!doc) throw new Error('proposal-form is not in the catalogue');
  return { ...doc, dom: parseHtml(doc.html) };
}

describe('proposal form built from completeRisk()', () => {
  const { html, dom } = proposalForm();
  const text = textOf(dom);

  it('opens with the customer’s reference', () => {
    expect(answersIn(sectionByHeading(dom, 'Your quote')).get('Quote reference')).toBe('4ABCD1234EFGH');
  });

  it('has a section per quote-form step, in order, then the declaration', () => {
    const h2 = [...dom.querySelectorAll('h2')].map((h) => h.textContent);
    expect(h2).toEqual([
      'Your quote',
      'About Your Van',
      'Your Driving History',
      'Policy Holder Details',
      'Additional Drivers',
      'Cover Requirements',
      'Declaration',
    ]);
    expect(text).toContain('You have told us that the information above is correct');
  });

  it('words questions as the form asked them and shows list codes as their names', () => {
    const holder = answersIn(sectionByHeading(dom, 'Policy Holder Details'));
    expect(holder.get('First name')).toBe('Sam');
    expect(holder.get('What is your date of birth?')).toBe('14/03/1985');
    expect(holder.get('What is your main job?')).toBe('Plumber');
    expect(holder.get('What type of business do you work in?')).toBe('Plumbing');
    expect(holder.get('Are you a homeowner?')).toBe('Yes');
  });

  it('shows the address as its lines, skipping the empty one', () => {
    const holder = answersIn(sectionByHeading(dom, 'Policy Holder Details'));
    expect(holder.get('What is your home address?')).toBe(
      "12 St Michael's Road | Headingley | Leeds | West Yorkshire | LS6 3AW",
    );
  });

  it('shows money with £ and separators, and the van the customer confirmed', () => {
    const van = answersIn(sectionByHeading(dom, 'About Your Van'));
    expect(van.get('What is the van worth today (£)?')).toBe('£18,500');
    expect(van.get('Registration')).toBe('VQ21TCE');
    expect(van.get('Transmission')).toBe('Manual');
    expect(van.get('Year of manufacture')).toBe('2021');
    const cover = answersIn(sectionByHeading(dom, 'Cover Requirements'));
    expect(cover.get('How much voluntary excess would you like?')).toBe('£250');
    expect(cover.get('What level of cover would you like?')).toBe('Comprehensive');
    expect(cover.get('How many miles will the van do in a year?')).toBe('12,000');
  });

  it('shows each additional driver, in their wording, with their own claims and convictions', () => {
    const driver = sectionByHeading(dom, 'Driver 1: Alex Taylor');
    expect(answersIn(driver).get('What is their relationship to the policy holder?')).toBe('Spouse');
    const claim = answersIn(sectionByHeading(dom, 'Claim 1'));
    expect(driver.contains(sectionByHeading(dom, 'Claim 1'))).toBe(true);
    expect(claim.get('What type of claim was it?')).toBe('Accident');
    expect(claim.get('What was the total cost of the claim (£)?')).toBe('£1,800');
    expect(claim.get('Were they at fault?')).toBe('No');
    const conviction = answersIn(sectionByHeading(dom, 'Conviction 1'));
    expect(conviction.get('What was the offence?')).toBe(
      'SP30 - Exceeding statutory speed limit on a public road',
    );
    expect(conviction.get('How many penalty points were given?')).toBe('3');
  });

  it('contains the expected answers anywhere in the page', () => {
    for (const expected of [
      'Plumber',
      'Accident',
      'SP30 - Exceeding statutory speed limit on a public road',
      'Sam',
      '14/03/1985',
      "12 St Michael's Road",
      'Headingley',
      'Leeds',
      'West Yorkshire',
      'LS6 3AW',
    ])
      expect(text).toContain(expected);
  });

  it('leaves out internal data and questions the customer was not asked', () => {
    expect(text).not.toContain('10010048'); // abi_code
    expect(html).not.toMatch(/right_hand_drive|dump_code|q_plates|year_min/);
    const van = answersIn(sectionByHeading(dom, 'About Your Van'));
    expect(van.has('Who is the legal owner of the van?')).toBe(false); // asked only when not the keeper
    expect(van.has('What is the postcode where the van is kept overnight?')).toBe(false);
    expect(van.has("I haven't bought the van yet")).toBe(false);
    const history = answersIn(sectionByHeading(dom, 'Your Driving History'));
    expect(history.has('In which country was it earned?')).toBe(false); // earned in the UK
    const holder = answersIn(sectionByHeading(dom, 'Policy Holder Details'));
    expect(holder.has('When did you start living in the UK?')).toBe(false);
  });

  it('shows the security device under its own heading with the alarm’s name', () => {
    const alarm = answersIn(sectionByHeading(dom, 'Alarm or immobiliser'));
    expect(alarm.get('Who fitted the alarm or immobiliser?')).toBe('Manufacturer');
    expect(alarm.get('What type of alarm is it?')).toBe('Thatcham category 1 alarm/immobiliser');
  });

  it('uses tables with header cells for questions and answers', () => {
    const table = sectionByHeading(dom, 'Policy Holder Details').querySelector('table');
    expect([...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.getAttribute('scope'))).toEqual([
      'col',
      'col',
    ]);
    expect(table?.querySelector('tbody th')?.getAttribute('scope')).toBe('row');
  });
});

describe('proposal form edge cases', () => {
  it('escapes the customer’s answers', () => {
    const risk = completeRisk();
    const proposer = (risk.drivers as { proposer: Record<string, unknown> }).proposer;
    proposer.forename = '<script>alert("x")</script>';
    proposer.surname = "O'Brien & <b>Sons</b>";
    const { html, dom } = proposalForm(risk, { insurerName: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(answersIn(sectionByHeading(dom, 'Policy Holder Details')).get('First name')).toBe(
      '<script>alert("x")</script>',
    );
  });

  it('renders for a customer who has answered nothing yet', () => {
    const { dom } = proposalForm({});
    expect(dom.querySelectorAll('h1')).toHaveLength(1);
    expect(textOf(dom)).toContain('No answers recorded for this step.');
  });

  it('shows a medical condition and a proposer claim when there are some', () => {
    const risk = completeRisk();
    const proposer = (risk.drivers as { proposer: Record<string, unknown> }).proposer;
    proposer.has_medical_conditions = true;
    proposer.medical_conditions = [{ medical_condition: 'EP', dvla_notified: true }];
    proposer.has_claims = true;
    proposer.claims = [
      {
        type_of_claim: 'T',
        claim_date: '2024-01-05',
        total_cost_of_claims: 12500,
        ncb_impacted: false,
        on_this_policy: true,
        is_claim_outstanding: false,
      },
    ];
    const { dom } = proposalForm(risk);
    const history = sectionByHeading(dom, 'Your Driving History');
    expect(history.contains(sectionByHeading(dom, 'Medical condition 1'))).toBe(true);
    const condition = answersIn(sectionByHeading(dom, 'Medical condition 1'));
    expect(condition.get('What is the condition?')).toBe('Epilepsy');
    expect(condition.get('Has the DVLA been told about it?')).toBe('Yes');
    const claim = answersIn(history.querySelector('section') as Element);
    expect(claim.get('What type of claim was it?')).toBe('Theft');
    expect(claim.get('When did it happen?')).toBe('05/01/2024');
    expect(claim.get('What was the total cost of the claim (£)?')).toBe('£12,500');
    expect(claim.has('Were you at fault?')).toBe(false); // asked for accidents only
  });
});
